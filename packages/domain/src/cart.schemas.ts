import { z } from 'zod';
import { productViewSchema } from './product.schemas.ts';

const quantity = z.number({ error: 'quantityInvalid' }).int('quantityInvalid').min(1, 'quantityInvalid').max(1_000_000, 'quantityInvalid');

export const addToCartSchema = z.object({ product_id: z.number().int().positive(), quantity });
export const updateCartItemSchema = z.object({ quantity });

export const cartItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  quantity: z.number().int(),
  unit_price: z.number(),
  total_price: z.number(),
  product: productViewSchema
    .pick({ id: true, slug: true, brand: true, name: true, flavor: true, weight: true, image_url: true, stock: true, min_order_quantity: true })
    .required({ stock: true, min_order_quantity: true }),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSummarySchema = z.object({
  subtotal: z.number(),
  tax_rate: z.number(),
  tax_amount: z.number(),
  taxAmount: z.number(),
  shipping_amount: z.number(),
  total: z.number(),
  /** Lines in the cart (what the navigation badge shows). */
  item_count: z.number().int(),
  /** Sum of the quantities. */
  unit_count: z.number().int(),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

/**
 * The cart as its answer shows it, in one word (decision 058): it changes with every change of the
 * lines, their quantities or the prices that apply. Checkout sends it back as `cart_version`.
 */
export const cartVersionSchema = z.string({ error: 'cartVersionInvalid' }).min(1, 'cartVersionInvalid').max(100, 'cartVersionInvalid');

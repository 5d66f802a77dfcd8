import { z } from 'zod';
import { okAnswer } from './answer.ts';
import { cartItemSchema, cartSummarySchema, cartVersionSchema } from './cart.schemas.ts';

/**
 * The buyers' time savers (decision 042): order again, quick order by SKU, the price list.
 * The rules are pure and shared: the API decides with them, the web app words their codes.
 */

/** Lines one quick order (paste, CSV or `POST /api/cart/bulk-add`) may carry. */
export const MAX_QUICK_ORDER_LINES = 500;
/** The largest quantity of one line, as in the cart. */
export const MAX_LINE_QUANTITY = 1_000_000;

/** What a product must tell to decide a line: the catalogue's stock, minimum and whether it is sold. */
interface StockFacts {
  stock: number;
  min_order_quantity: number;
  is_active: boolean;
}

/**
 * Why a quick-order line is refused:
 * - `invalid_quantity`: not a whole number from 1 to 1,000,000;
 * - `unknown_sku`: no product has this SKU (compared without regard to case);
 * - `inactive`: the product is no longer sold;
 * - `out_of_stock`: none in stock;
 * - `below_minimum`: with what the cart already holds, still under the product's minimum order;
 * - `insufficient_stock`: with what the cart already holds, more than the stock.
 */
const QUICK_ORDER_CODES = ['invalid_quantity', 'unknown_sku', 'inactive', 'out_of_stock', 'below_minimum', 'insufficient_stock'] as const;
export type QuickOrderCode = (typeof QUICK_ORDER_CODES)[number];

const isWholeQuantity = (quantity: number) => Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;

/** Why `quantity` more units cannot join the `inCart` units the cart holds already; null when they can. */
export function quickOrderRefusal(product: StockFacts | undefined, quantity: number, inCart: number): QuickOrderCode | null {
  if (!isWholeQuantity(quantity)) return 'invalid_quantity';
  if (!product) return 'unknown_sku';
  if (!product.is_active) return 'inactive';
  if (product.stock <= 0) return 'out_of_stock';
  if (inCart + quantity < product.min_order_quantity) return 'below_minimum';
  if (inCart + quantity > product.stock) return 'insufficient_stock';
  return null;
}

/**
 * What "order again" says about a line it did not add exactly as ordered:
 * - `unavailable`: the product was deleted or is no longer sold (nothing added);
 * - `out_of_stock`: none in stock (nothing added);
 * - `below_minimum`: the stock is under the product's minimum order (nothing added);
 * - `already_in_cart`: the cart already holds all the stock (nothing added);
 * - `reduced_to_stock`: fewer added than ordered, as many as the stock allows;
 * - `raised_to_minimum`: more added than ordered, the minimum order having grown since.
 */
const REORDER_REASONS = ['unavailable', 'out_of_stock', 'below_minimum', 'already_in_cart', 'reduced_to_stock', 'raised_to_minimum'] as const;
type ReorderReason = (typeof REORDER_REASONS)[number];

/**
 * How many units of an ordered line "order again" adds to a cart holding `inCart` units: the
 * order's quantity on top of the cart's, lowered to the stock, raised to the minimum where the stock
 * allows; `reason` says why that is not exactly the ordered quantity.
 */
export function reorderFit(product: StockFacts | undefined, ordered: number, inCart: number): { add: number; reason: ReorderReason | null } {
  if (!product?.is_active) return { add: 0, reason: 'unavailable' };
  if (product.stock <= 0) return { add: 0, reason: 'out_of_stock' };
  if (product.min_order_quantity > product.stock) return { add: 0, reason: 'below_minimum' };
  if (inCart >= product.stock) return { add: 0, reason: 'already_in_cart' };
  const wanted = inCart + ordered;
  const total = Math.min(Math.max(wanted, product.min_order_quantity), product.stock);
  const reason = total < wanted ? 'reduced_to_stock' : total > wanted ? 'raised_to_minimum' : null;
  return { add: total - inCart, reason };
}

/** `POST /api/cart/bulk-add` and its preview: SKU and quantity per line; a line's own faults are answered per line, not as 400. */
export const bulkAddSchema = z.object({
  items: z
    .array(z.object({ sku: z.string().max(200, 'tooLong'), quantity: z.number().finite() }))
    .min(1, 'orderNeedsItems')
    .max(MAX_QUICK_ORDER_LINES, 'tooManyLines'),
});
export type BulkAddInput = z.infer<typeof bulkAddSchema>;

const cartShape = { items: z.array(cartItemSchema), cart: cartSummarySchema, cart_version: cartVersionSchema };

/** A refused line: its place in the request (from 0), the SKU as sent, the code, and the stock or minimum that decided. */
const quickOrderErrorSchema = z.object({
  index: z.number().int(),
  sku: z.string(),
  code: z.enum(QUICK_ORDER_CODES),
  available: z.number().int().optional(),
  minimum: z.number().int().optional(),
});
export type QuickOrderError = z.infer<typeof quickOrderErrorSchema>;

export const bulkAddAnswerSchema = okAnswer({
  ...cartShape,
  added: z.array(z.object({ index: z.number().int(), sku: z.string(), product_id: z.number().int(), quantity: z.number().int() })),
  errors: z.array(quickOrderErrorSchema),
});
export type BulkAddAnswer = z.infer<typeof bulkAddAnswerSchema>;

/** A product as a quick-order preview shows it: the customer's own price, excl. VAT. */
const quickOrderProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  brand: z.string(),
  name: z.string(),
  flavor: z.string(),
  weight: z.string(),
  stock: z.number().int(),
  min_order_quantity: z.number().int(),
  unit_price: z.number(),
});
export type QuickOrderProduct = z.infer<typeof quickOrderProductSchema>;

/** `POST /api/cart/bulk-add/preview`: each line as bulk-add would decide it now, nothing written. */
export const bulkPreviewAnswerSchema = okAnswer({
  lines: z.array(
    z.object({
      index: z.number().int(),
      sku: z.string(),
      quantity: z.number(),
      code: z.enum(QUICK_ORDER_CODES).nullable(),
      /** Units the cart holds already, and units earlier lines of the same request add: the line is decided on their sum. */
      in_cart: z.number().int(),
      earlier: z.number().int(),
      product: quickOrderProductSchema.nullable(),
    }),
  ),
});
export type BulkPreviewAnswer = z.infer<typeof bulkPreviewAnswerSchema>;

/** What "order again" did with the order's lines (kept with the request, so a repeat answers the same). */
export const reorderReportSchema = z.object({
  added: z.array(z.object({ product_id: z.number().int(), sku: z.string(), name: z.string(), quantity: z.number().int() })),
  skipped: z.array(
    z.object({
      /** Null when the product was deleted since the order. */
      product_id: z.number().int().nullable(),
      sku: z.string(),
      name: z.string(),
      reason: z.enum(REORDER_REASONS),
      /** The ordered quantity and what was added of it (0 when nothing). */
      requested: z.number().int(),
      added: z.number().int(),
    }),
  ),
});
export type ReorderReport = z.infer<typeof reorderReportSchema>;

/** `POST /api/orders/:id/reorder`: the cart as `GET /api/cart` answers it, plus the report; `replayed` when a repeat added nothing. */
export const reorderAnswerSchema = okAnswer({ ...cartShape, ...reorderReportSchema.shape, replayed: z.boolean() });
export type ReorderAnswer = z.infer<typeof reorderAnswerSchema>;

/** `GET /api/products/price-list.csv|pdf?lang=`: the headers' language, else the customer's own. */
export const priceListQuerySchema = z.object({ lang: z.enum(['en', 'lt']).optional() });

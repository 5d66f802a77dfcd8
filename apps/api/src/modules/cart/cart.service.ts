import { centsToEuros, orderTotals, resolveCustomerPrice, VAT_RATE, type CartItem, type CartSummary, type User } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { fail } from '../../http/app-error.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  cartLines,
  clearCart,
  deleteLine,
  findLine,
  findOwnLine,
  insertLine,
  lockCart,
  productForCart,
  setLineQuantity,
  type CartLineRow,
} from './cart.repository.ts';

export const CART_MESSAGES = {
  added: 'Added to cart',
} as const;

export interface CartAnswer {
  items: CartItem[];
  cart: CartSummary;
}

function unitCents(line: CartLineRow, user: User): number {
  return resolveCustomerPrice({
    wholesaleCents: line.wholesale_price_cents,
    userType: user.user_type,
    userTypeCents: line.user_type_price_cents,
    customCents: line.custom_price_cents,
  }).cents;
}

function assertCustomer(user: User): void {
  if (user.is_admin) throw fail('adminsHaveNoCart');
}

/** The cart as the customer sees it: prices at its tier, always from the server; totals from the domain rules. */
export async function getCart(ctx: AppContext, user: User): Promise<CartAnswer> {
  assertCustomer(user);
  const lines = await cartLines(ctx.db, user.id, user.user_type);
  const priced = lines.map((line) => ({ line, unit: unitCents(line, user) }));
  const totals = orderTotals(priced.map(({ line, unit }) => ({ unitCents: unit, quantity: line.quantity })));
  return {
    items: priced.map(({ line, unit }) => ({
      id: line.id,
      product_id: line.product_id,
      quantity: line.quantity,
      unit_price: centsToEuros(unit),
      total_price: centsToEuros(unit * line.quantity),
      product: {
        id: line.product_id,
        slug: line.slug,
        brand: line.brand,
        name: line.name,
        flavor: line.flavor,
        weight: line.weight,
        image_url: line.image_url,
        stock: line.stock,
        min_order_quantity: line.min_order_quantity,
      },
    })),
    cart: {
      subtotal: centsToEuros(totals.subtotal),
      tax_rate: VAT_RATE,
      tax_amount: centsToEuros(totals.tax),
      taxAmount: centsToEuros(totals.tax),
      shipping_amount: centsToEuros(totals.shipping),
      total: centsToEuros(totals.total),
      item_count: lines.length,
      unit_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    },
  };
}

/** A quantity is a whole number between the product's minimum and its stock (cart and checkout alike). */
export function assertQuantity(product: { name: string; stock: number; min_order_quantity: number }, quantity: number): void {
  if (product.stock <= 0) throw fail('outOfStock', { product: product.name });
  if (quantity < product.min_order_quantity) throw fail('belowMinimum', { product: product.name, minimum: product.min_order_quantity });
  if (quantity > product.stock) throw fail('insufficientStock', { product: product.name, available: product.stock });
}

// Every cart command locks the customer's cart row first, then reads the line it decides on.

export async function add(ctx: AppContext, user: User, productId: number, quantity: number): Promise<CartAnswer> {
  assertCustomer(user);
  await inTransaction(ctx, async (trx) => {
    const cartId = await lockCart(trx, ctx.engine, user.id);
    const product = await productForCart(trx, productId);
    if (!product?.is_active) throw fail('productNotFound');
    const line = await findLine(trx, cartId, productId);
    const wanted = (line?.quantity ?? 0) + quantity;
    assertQuantity(product, wanted);
    if (line) await setLineQuantity(trx, line.id, wanted);
    else await insertLine(trx, cartId, productId, wanted);
  });
  return getCart(ctx, user);
}

export async function update(ctx: AppContext, user: User, itemId: number, quantity: number): Promise<CartAnswer> {
  assertCustomer(user);
  await inTransaction(ctx, async (trx) => {
    const line = await findOwnLine(trx, await lockCart(trx, ctx.engine, user.id), itemId);
    if (!line) throw fail('cartItemNotFound');
    const product = await productForCart(trx, line.product_id);
    if (!product) throw fail('productNotFound');
    assertQuantity(product, quantity);
    await setLineQuantity(trx, line.id, quantity);
  });
  return getCart(ctx, user);
}

export async function remove(ctx: AppContext, user: User, itemId: number): Promise<CartAnswer> {
  assertCustomer(user);
  await inTransaction(ctx, async (trx) => {
    const line = await findOwnLine(trx, await lockCart(trx, ctx.engine, user.id), itemId);
    if (!line) throw fail('cartItemNotFound');
    await deleteLine(trx, line.id);
  });
  return getCart(ctx, user);
}

export async function clear(ctx: AppContext, user: User): Promise<CartAnswer> {
  assertCustomer(user);
  await inTransaction(ctx, async (trx) => clearCart(trx, await lockCart(trx, ctx.engine, user.id)));
  return getCart(ctx, user);
}

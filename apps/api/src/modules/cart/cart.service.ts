import type { User } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { fail } from '../../http/app-error.ts';
import { once } from '../../http/idempotent.ts';
import { addToCartSchema, productDisplayName } from '@shop/domain';
import { inTransaction } from '../../db/transaction.ts';
import { cartLines, clearCart, deleteLine, findLine, findOwnLine, insertLine, lockCart, productForCart, setLineQuantity } from './cart.repository.ts';
import { cartAnswer, type CartAnswer } from './cart-answer.ts';

export type { CartAnswer } from './cart-answer.ts';

export const CART_MESSAGES = {
  added: 'Added to cart',
} as const;

function assertCustomer(user: User): void {
  if (user.is_admin) throw fail('adminsHaveNoCart');
}

/** The cart as the customer sees it: prices at its tier, always from the server; totals from the domain rules. */
export async function getCart(ctx: AppContext, user: User): Promise<CartAnswer> {
  assertCustomer(user);
  return cartAnswer(await cartLines(ctx.db, user.id, user.user_type), user);
}

/** A quantity is a whole number between the product's minimum and its stock (cart and checkout alike). */
export function assertQuantity(product: { name: string; weight: string; stock: number; min_order_quantity: number }, quantity: number): void {
  const named = productDisplayName(product);
  if (product.stock <= 0) throw fail('outOfStock', { product: named });
  if (quantity < product.min_order_quantity) throw fail('belowMinimum', { product: named, minimum: product.min_order_quantity });
  if (quantity > product.stock) throw fail('insufficientStock', { product: named, available: product.stock });
}

// Every cart command locks the customer's cart row first, then reads the line it decides on.

/** With an Idempotency-Key the same press adds once; a repeat answers the cart as it is now (decision 059). */
export async function add(ctx: AppContext, user: User, productId: number, quantity: number, idempotencyKey?: string) {
  assertCustomer(user);
  const request = { product_id: productId, quantity };
  const call = { userId: user.id, scope: 'cart.add' as const, key: idempotencyKey, request };
  const { replayed } = await inTransaction(ctx, (trx) =>
    once(trx, ctx.now(), call, addToCartSchema, async () => {
      const cartId = await lockCart(trx, ctx.engine, user.id);
      const product = await productForCart(trx, productId);
      if (!product?.is_active) throw fail('productNotFound');
      const line = await findLine(trx, cartId, productId);
      const wanted = (line?.quantity ?? 0) + quantity;
      assertQuantity(product, wanted);
      if (line) await setLineQuantity(trx, line.id, wanted);
      else await insertLine(trx, cartId, productId, wanted);
      return request;
    }),
  );
  return { ...(await getCart(ctx, user)), replayed };
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

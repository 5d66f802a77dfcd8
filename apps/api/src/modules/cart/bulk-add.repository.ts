import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** A cart's lines by product (the locked cart's id, or the customer's cart for a read): what a quick order or "order again" adds to. */
export async function cartQuantities(
  db: Executor,
  cart: { cartId: number } | { userId: number },
): Promise<Map<number, { id: number; quantity: number }>> {
  let q = db.selectFrom('cart_items as ci').select(['ci.id', 'ci.product_id', 'ci.quantity']);
  q =
    'cartId' in cart ? q.where('ci.cart_id', '=', cart.cartId) : q.innerJoin('carts as c', 'c.id', 'ci.cart_id').where('c.user_id', '=', cart.userId);
  const rows = await q.execute();
  return new Map(rows.map((row) => [row.product_id, { id: row.id, quantity: row.quantity }]));
}

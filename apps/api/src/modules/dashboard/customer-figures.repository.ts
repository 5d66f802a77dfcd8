import { centsToEuros } from '@shop/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A customer's own figures, read from its own orders (the user_id index); the shop's are kept in dashboard_figures. */
export async function orderStats(db: Kysely<DB>, userId: number) {
  const query = db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number>().as('total_orders'),
      eb.fn.sum<number>(eb.case().when('status', 'in', ['received', 'confirmed']).then(1).else(0).end()).as('pending_orders'),
      eb.fn.sum<number>(eb.case().when('status', '!=', 'cancelled').then(eb.ref('total_cents')).else(0).end()).as('spent_cents'),
    ])
    .where('user_id', '=', userId);
  const row = await query.executeTakeFirstOrThrow();
  return {
    total_orders: Number(row.total_orders),
    pending_orders: Number(row.pending_orders ?? 0),
    total_spent: centsToEuros(Number(row.spent_cents ?? 0)),
  };
}

/** Lines in the customer's cart (what the navigation badge shows). */
export async function cartItemCount(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('carts.user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

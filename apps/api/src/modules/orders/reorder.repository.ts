import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** The lines of one of the customer's own orders (as frozen with the order), or undefined when it is not theirs or does not exist. */
export async function ownOrderLines(db: Executor, userId: number, orderId: number) {
  const order = await db.selectFrom('orders').select('id').where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  if (!order) return undefined;
  return db.selectFrom('order_items').select(['product_id', 'sku', 'name', 'quantity']).where('order_id', '=', orderId).orderBy('id').execute();
}

/** An earlier "order again" of the same order by this customer since a moment (keys are kept by db/idempotency.ts, decision 059). */
export async function earlierReorder(db: Executor, userId: number, orderId: number, since: string) {
  return db
    .selectFrom('reorder_requests')
    .select('report')
    .where('user_id', '=', userId)
    .where('order_id', '=', orderId)
    .where('created_at', '>=', since)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Remembers a request for the 10-second rule; its Idempotency-Key, if any, is kept by db/idempotency.ts (the column stays empty). */
export async function insertReorder(db: Executor, row: { user_id: number; order_id: number; report: string; created_at: string }): Promise<void> {
  await db.insertInto('reorder_requests').values(row).execute();
}

/** The customer's requests older than `before` have done their work. */
export async function forgetReorders(db: Executor, userId: number, before: string): Promise<void> {
  await db.deleteFrom('reorder_requests').where('user_id', '=', userId).where('created_at', '<', before).execute();
}

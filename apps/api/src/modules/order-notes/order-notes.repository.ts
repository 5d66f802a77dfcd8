import type { OrderComment, OrderNote } from '@shop/domain';
import { commentAuthor } from '@shop/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, OrderNotesTable } from '../../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;
type NoteRow = Selectable<OrderNotesTable>;

const noteOf = (row: NoteRow): OrderNote => ({
  id: row.id,
  order_id: row.order_id,
  author_id: row.author_id,
  author_name: row.author_name,
  shared: Boolean(row.shared),
  body: row.body,
  created_at: row.created_at,
});

/** Every note of an order, oldest first (an order holds at most MAX_NOTES_PER_ORDER: one index range read). */
export async function notesOfOrder(db: Executor, orderId: number): Promise<OrderNote[]> {
  const rows = await db.selectFrom('order_notes').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  return rows.map(noteOf);
}

/** The comments of an order shared with its customer, oldest first, as the customer reads them. */
export async function sharedCommentsOfOrder(db: Executor, orderId: number): Promise<OrderComment[]> {
  const rows = await db
    .selectFrom('order_notes')
    .select(['id', 'author_name', 'body', 'created_at'])
    .where('order_id', '=', orderId)
    .where('shared', '=', true)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, author: commentAuthor(row.author_name), body: row.body, created_at: row.created_at }));
}

/** How many notes an order holds (read under the order's lock). */
export async function countNotesOfOrder(trx: Transaction<DB>, orderId: number): Promise<number> {
  const row = await trx
    .selectFrom('order_notes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertOrderNote(
  trx: Transaction<DB>,
  values: { order_id: number; author_id: number | null; author_name: string; shared: boolean; body: string; created_at: string },
): Promise<OrderNote> {
  const row = await trx.insertInto('order_notes').values(values).returningAll().executeTakeFirstOrThrow();
  return noteOf(row);
}

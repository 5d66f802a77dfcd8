import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** What each copy differs in: its number and issue date. */
export interface IssuedCopy {
  number: string;
  date: string;
}

const CHUNK = 200;

/**
 * Copies of a real invoice (issued through the API), each with an order of its own (one invoice an
 * order), inserted in bulk: a month of thousands of documents in a second or two.
 */
export async function invoiceCopies(db: Kysely<DB>, invoiceId: number, copies: IssuedCopy[]): Promise<void> {
  const { id: _invoice, ...invoice } = await db.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirstOrThrow();
  const { id: _order, ...order } = await db.selectFrom('orders').selectAll().where('id', '=', invoice.order_id).executeTakeFirstOrThrow();
  for (let start = 0; start < copies.length; start += CHUNK) {
    const chunk = copies.slice(start, start + CHUNK);
    const orders = await db
      .insertInto('orders')
      .values(chunk.map((copy) => ({ ...order, order_number: `O-${copy.number}`, idempotency_key: null })))
      .returning('id')
      .execute();
    await db
      .insertInto('invoices')
      .values(chunk.map((copy, index) => ({ ...invoice, order_id: orders[index]!.id, invoice_number: copy.number, issue_date: copy.date })))
      .execute();
  }
}

/** Copies of a real credit note (all correcting its invoice), inserted in bulk. */
export async function creditNoteCopies(db: Kysely<DB>, creditNoteId: number, copies: IssuedCopy[]): Promise<void> {
  const { id: _id, ...note } = await db.selectFrom('credit_notes').selectAll().where('id', '=', creditNoteId).executeTakeFirstOrThrow();
  for (let start = 0; start < copies.length; start += CHUNK) {
    await db
      .insertInto('credit_notes')
      .values(copies.slice(start, start + CHUNK).map((copy) => ({ ...note, credit_note_number: copy.number, issue_date: copy.date })))
      .execute();
  }
}

import type { Insertable, Kysely, Transaction } from 'kysely';
import type { CreditNotesTable, DB } from '../../db/schema.ts';
import type { Listed } from './document-listing.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** Credit notes with the number and date of the invoice each corrects and its order's number, newest first. */
export async function findCreditNoteRows(db: Executor, filter: { id?: number; invoiceId?: number; orderId?: number; userId?: number }) {
  let q = db
    .selectFrom('credit_notes')
    .innerJoin('invoices', 'invoices.id', 'credit_notes.invoice_id')
    .innerJoin('orders', 'orders.id', 'credit_notes.order_id')
    .selectAll('credit_notes')
    .select(['invoices.invoice_number', 'invoices.issue_date as invoice_date', 'orders.order_number']);
  if (filter.id !== undefined) q = q.where('credit_notes.id', '=', filter.id);
  if (filter.invoiceId !== undefined) q = q.where('credit_notes.invoice_id', '=', filter.invoiceId);
  if (filter.orderId !== undefined) q = q.where('credit_notes.order_id', '=', filter.orderId);
  if (filter.userId !== undefined) q = q.where('credit_notes.user_id', '=', filter.userId);
  return q.orderBy('credit_notes.created_at', 'desc').orderBy('credit_notes.id', 'desc').execute();
}
export type CreditNoteRow = Awaited<ReturnType<typeof findCreditNoteRows>>[number];

/** The lines and totals already credited on an invoice, in the order they were issued (read under its order's lock). */
export async function creditedOn(trx: Transaction<DB>, invoiceId: number) {
  return trx
    .selectFrom('credit_notes')
    .select(['items_snapshot', 'subtotal_cents', 'shipping_cents', 'tax_cents', 'total_cents'])
    .where('invoice_id', '=', invoiceId)
    .orderBy('id')
    .execute();
}

/** The list's columns (`listedColumns`) are written with the note. */
export async function insertCreditNote(trx: Transaction<DB>, values: Insertable<CreditNotesTable> & Listed): Promise<number> {
  return (await trx.insertInto('credit_notes').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** The order's lines' products by SKU (null when a product was deleted since): where returned goods go back. */
export async function orderProductsBySku(trx: Transaction<DB>, orderId: number): Promise<Map<string, number | null>> {
  const rows = await trx.selectFrom('order_items').select(['sku', 'product_id']).where('order_id', '=', orderId).execute();
  return new Map(rows.map((row) => [row.sku.toLowerCase(), row.product_id]));
}

/** Adds what a credit note takes off (a positive amount) to its invoice's credited total (decision 078). */
export async function addCredited(trx: Transaction<DB>, invoiceId: number, cents: number): Promise<void> {
  await trx
    .updateTable('invoices')
    .set((eb) => ({ credited_cents: eb('credited_cents', '+', cents) }))
    .where('id', '=', invoiceId)
    .execute();
}

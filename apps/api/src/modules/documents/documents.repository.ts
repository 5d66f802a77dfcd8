import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { DB, InvoicesTable, PreInvoicesTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import type { Listed } from './document-listing.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export async function findInvoiceRows(db: Executor, filter: { id?: number; orderId?: number; userId?: number; status?: string | undefined }) {
  let q = db.selectFrom('invoices').innerJoin('orders', 'orders.id', 'invoices.order_id').selectAll('invoices').select('orders.order_number');
  if (filter.id !== undefined) q = q.where('invoices.id', '=', filter.id);
  if (filter.orderId !== undefined) q = q.where('invoices.order_id', '=', filter.orderId);
  if (filter.userId !== undefined) q = q.where('invoices.user_id', '=', filter.userId);
  if (filter.status) q = q.where('invoices.status', '=', filter.status);
  return q.orderBy('invoices.created_at', 'desc').orderBy('invoices.id', 'desc').execute();
}

export async function findPreInvoiceRows(db: Executor, filter: { id?: number; orderId?: number; userId?: number; status?: string | undefined }) {
  let q = db
    .selectFrom('pre_invoices')
    .innerJoin('orders', 'orders.id', 'pre_invoices.order_id')
    .selectAll('pre_invoices')
    .select('orders.order_number');
  if (filter.id !== undefined) q = q.where('pre_invoices.id', '=', filter.id);
  if (filter.orderId !== undefined) q = q.where('pre_invoices.order_id', '=', filter.orderId);
  if (filter.userId !== undefined) q = q.where('pre_invoices.user_id', '=', filter.userId);
  if (filter.status) q = q.where('pre_invoices.status', '=', filter.status);
  return q.orderBy('pre_invoices.created_at', 'desc').orderBy('pre_invoices.id', 'desc').execute();
}

export async function activePreInvoiceOf(db: Executor, orderId: number) {
  return db.selectFrom('pre_invoices').select('id').where('order_id', '=', orderId).where('status', '!=', 'cancelled').executeTakeFirst();
}

/** The order's lines, as a document copies them. */
export async function orderLinesOf(trx: Transaction<DB>, orderId: number) {
  return trx.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function insertPreInvoice(trx: Transaction<DB>, values: Insertable<PreInvoicesTable> & Listed): Promise<number> {
  return (await trx.insertInto('pre_invoices').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertInvoice(trx: Transaction<DB>, values: Insertable<InvoicesTable> & Listed): Promise<number> {
  return (await trx.insertInto('invoices').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** Whether the order has an invoice (one per order, ever: a cancelled one counts). */
export async function orderHasInvoice(trx: Transaction<DB>, orderId: number): Promise<boolean> {
  return (await trx.selectFrom('invoices').select('id').where('order_id', '=', orderId).executeTakeFirst()) !== undefined;
}

export async function preInvoiceRow(trx: Transaction<DB>, id: number) {
  return trx.selectFrom('pre_invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function invoiceRow(trx: Transaction<DB>, id: number) {
  return trx.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updatePreInvoice(trx: Transaction<DB>, id: number, changes: Omit<Updateable<PreInvoicesTable>, 'updated_at'>): Promise<void> {
  await trx
    .updateTable('pre_invoices')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function updateInvoice(trx: Transaction<DB>, id: number, changes: Omit<Updateable<InvoicesTable>, 'updated_at'>): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

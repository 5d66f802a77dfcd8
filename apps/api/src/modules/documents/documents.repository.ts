import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

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
  let q = db.selectFrom('pre_invoices').innerJoin('orders', 'orders.id', 'pre_invoices.order_id').selectAll('pre_invoices').select('orders.order_number');
  if (filter.id !== undefined) q = q.where('pre_invoices.id', '=', filter.id);
  if (filter.orderId !== undefined) q = q.where('pre_invoices.order_id', '=', filter.orderId);
  if (filter.userId !== undefined) q = q.where('pre_invoices.user_id', '=', filter.userId);
  if (filter.status) q = q.where('pre_invoices.status', '=', filter.status);
  return q.orderBy('pre_invoices.created_at', 'desc').orderBy('pre_invoices.id', 'desc').execute();
}

export async function activePreInvoiceOf(db: Executor, orderId: number) {
  return db.selectFrom('pre_invoices').select('id').where('order_id', '=', orderId).where('status', '!=', 'cancelled').executeTakeFirst();
}

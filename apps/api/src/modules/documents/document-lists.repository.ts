import { type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { type BoundedCount, countUpTo } from '../../db/bounded-count.ts';
import type { DB } from '../../db/schema.ts';
import { everyWordIn, type WordSearch } from '../../db/search-text.ts';

export type DocumentTable = 'invoices' | 'pre_invoices' | 'credit_notes';

/** The filters of a document list (decision 067); each left out filters nothing. */
export interface DocumentListFilter {
  userId?: number | undefined;
  status?: string | undefined;
  orderId?: number | undefined;
  /** Credit notes only: the notes of one invoice. */
  invoiceId?: number | undefined;
  /** Every word in the document's search text (`documentSearchText`); case and accents ignored. */
  search?: WordSearch | undefined;
  /** Issued at or after this moment (ISO). */
  fromAt?: string | undefined;
  /** Issued before this moment (ISO). */
  beforeAt?: string | undefined;
  /** Keyset paging (the CSV export, decision 097): only documents listed after this one, newest first. */
  after?: { createdAt: string; id: number } | undefined;
}

export interface Page {
  limit: number;
  offset: number;
}

/**
 * The filters on `table`'s own columns, named with the table (the page joins the orders, which have a
 * status, a customer, a date and a search text of their own). Each combination is served by an index
 * that keeps the list's order, newest first: (created_at, id), (status, created_at, id), (user_id,
 * created_at, id), the order's, the invoice's, and on PostgreSQL the trigram index of the search text.
 */
function filtered<TB extends keyof DB, O>(db: Kysely<DB>, q: SelectQueryBuilder<DB, TB, O>, table: DocumentTable, f: DocumentListFilter) {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  if (f.userId !== undefined) q = q.where(sql<SqlBool>`${column('user_id')} = ${f.userId}`);
  if (f.status) q = q.where(sql<SqlBool>`${column('status')} = ${f.status}`);
  if (f.orderId !== undefined) q = q.where(sql<SqlBool>`${column('order_id')} = ${f.orderId}`);
  if (f.invoiceId !== undefined) q = q.where(sql<SqlBool>`${column('invoice_id')} = ${f.invoiceId}`);
  if (f.fromAt) q = q.where(sql<SqlBool>`${column('created_at')} >= ${f.fromAt}`);
  if (f.beforeAt) q = q.where(sql<SqlBool>`${column('created_at')} < ${f.beforeAt}`);
  if (f.search) q = q.where(everyWordIn(db, table, f.search));
  if (f.after) q = q.where(sql<SqlBool>`(${column('created_at')}, ${column('id')}) < (${f.after.createdAt}, ${f.after.id})`);
  return q;
}

/** How many documents of `table` the filters match, counted up to the cap (the orders are not read). */
export function countDocuments(db: Kysely<DB>, table: DocumentTable, f: DocumentListFilter): Promise<BoundedCount> {
  return countUpTo(db, filtered(db, db.selectFrom(table).select(sql<number>`1`.as('one')), table, f));
}

/** The columns every list row reads: no snapshot. */
const COMMON = [
  'id',
  'order_id',
  'user_id',
  'issue_date',
  'subtotal_cents',
  'tax_cents',
  'total_cents',
  'buyer_name',
  'buyer_email',
  'created_at',
] as const;

/** One page of invoices, newest first, with their orders' numbers. */
export async function invoicePage(db: Kysely<DB>, f: DocumentListFilter, page: Page) {
  const q = db
    .selectFrom('invoices')
    .innerJoin('orders', 'orders.id', 'invoices.order_id')
    .select(COMMON.map((name) => `invoices.${name}` as const))
    .select([
      'invoices.invoice_number',
      'invoices.status',
      'invoices.due_date',
      'invoices.paid_date',
      'invoices.paid_cents',
      'invoices.credited_cents',
      'orders.order_number',
    ]);
  return filtered(db, q, 'invoices', f)
    .orderBy('invoices.created_at', 'desc')
    .orderBy('invoices.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
export type InvoicePageRow = Awaited<ReturnType<typeof invoicePage>>[number];

/** One page of pre-invoices, newest first, with their orders' numbers and whether each order has its invoice. */
export async function preInvoicePage(db: Kysely<DB>, f: DocumentListFilter, page: Page) {
  const q = db
    .selectFrom('pre_invoices')
    .innerJoin('orders', 'orders.id', 'pre_invoices.order_id')
    // At most one invoice per order (unique index): one index lookup per row of the page. An `exists`
    // was planned on PostgreSQL as a hashed read of every invoice's order (147 ms at 200,000 invoices).
    .leftJoin('invoices', 'invoices.order_id', 'pre_invoices.order_id')
    .select(COMMON.map((name) => `pre_invoices.${name}` as const))
    .select([
      'pre_invoices.pre_invoice_number',
      'pre_invoices.status',
      'pre_invoices.valid_until',
      'pre_invoices.prepayment_cents',
      'pre_invoices.converted_invoice_id',
      'pre_invoices.paid_cents',
      'orders.order_number',
      'invoices.id as order_invoice_id',
    ]);
  return filtered(db, q, 'pre_invoices', f)
    .orderBy('pre_invoices.created_at', 'desc')
    .orderBy('pre_invoices.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
export type PreInvoicePageRow = Awaited<ReturnType<typeof preInvoicePage>>[number];

/** One page of credit notes, newest first, with the number of the invoice each corrects and its order's. */
export async function creditNotePage(db: Kysely<DB>, f: DocumentListFilter, page: Page) {
  const q = db
    .selectFrom('credit_notes')
    .innerJoin('invoices', 'invoices.id', 'credit_notes.invoice_id')
    .innerJoin('orders', 'orders.id', 'credit_notes.order_id')
    .select(COMMON.map((name) => `credit_notes.${name}` as const))
    .select([
      'credit_notes.credit_note_number',
      'credit_notes.invoice_id',
      'credit_notes.reason',
      'credit_notes.goods_returned',
      'invoices.invoice_number',
      'orders.order_number',
    ]);
  return filtered(db, q, 'credit_notes', f)
    .orderBy('credit_notes.created_at', 'desc')
    .orderBy('credit_notes.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
export type CreditNotePageRow = Awaited<ReturnType<typeof creditNotePage>>[number];

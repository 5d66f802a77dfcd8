import {
  type AdminCreditNoteListQuery,
  type AdminInvoiceListQuery,
  type AdminPreInvoiceListQuery,
  centsToEuros,
  type CreditNoteListRow,
  type InvoiceListRow,
  type InvoiceStatus,
  lithuanianDate,
  lithuanianDayEnd,
  lithuanianDayStart,
  type OwnCreditNoteListQuery,
  type OwnInvoiceListQuery,
  type OwnPreInvoiceListQuery,
  type Pagination,
  type PreInvoiceListRow,
  type PreInvoiceStatus,
  searchWords,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { paginationOf } from '../../db/bounded-count.ts';
import { foundOnce } from '../../db/search-text.ts';
import {
  countDocuments,
  creditNotePage,
  type CreditNotePageRow,
  type DocumentListFilter,
  type DocumentTable,
  invoicePage,
  type InvoicePageRow,
  preInvoicePage,
  type PreInvoicePageRow,
} from './document-lists.repository.ts';
import { invoiceMoney, preInvoiceExpired, preInvoiceMoney } from './documents.view.ts';

/*
 * The document lists (decision 067): one page, newest first, and how many match (exact up to
 * the cap, then `pagination.capped`), read on the long-reads connection. A row is what a list shows:
 * the snapshots stay in the database; the whole document is read by its id.
 */

type Paging = { page: number; limit: number };

/** The administrators' filters as the lists' repository takes them: `from`/`to` days in Lithuania, both included. */
export function adminFilter(query: {
  search?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  user_id?: number | undefined;
  order_id?: number | undefined;
}): DocumentListFilter {
  return {
    search: query.search ? { words: searchWords(query.search) } : undefined,
    status: query.status,
    userId: query.user_id,
    orderId: query.order_id,
    fromAt: query.from ? lithuanianDayStart(query.from) : undefined,
    beforeAt: query.to ? lithuanianDayEnd(query.to) : undefined,
  };
}

/** The filter with its words' index asked once, for the several statements that read it (decision 113). */
export const searchedOnce = async (ctx: AppContext, table: DocumentTable, filter: DocumentListFilter): Promise<DocumentListFilter> =>
  filter.search ? { ...filter, search: await foundOnce(ctx.reads, table, filter.search) } : filter;

async function paged<Row, View>(
  ctx: AppContext,
  table: 'invoices' | 'pre_invoices' | 'credit_notes',
  filter: DocumentListFilter,
  { page, limit }: Paging,
  read: (f: DocumentListFilter, page: { limit: number; offset: number }) => Promise<Row[]>,
  view: (row: Row) => View,
): Promise<{ rows: View[]; pagination: Pagination }> {
  const searched = await searchedOnce(ctx, table, filter);
  const [count, rows] = await Promise.all([countDocuments(ctx.reads, table, searched), read(searched, { limit, offset: (page - 1) * limit })]);
  return { rows: rows.map(view), pagination: paginationOf(page, limit, count) };
}

const common = (row: InvoicePageRow | PreInvoicePageRow | CreditNotePageRow) => ({
  id: row.id,
  order_id: row.order_id,
  order_number: row.order_number,
  user_id: row.user_id,
  issue_date: row.issue_date,
  subtotal: centsToEuros(row.subtotal_cents),
  tax_amount: centsToEuros(row.tax_cents),
  total_amount: centsToEuros(row.total_cents),
  company_name: row.buyer_name,
  email: row.buyer_email,
  created_at: row.created_at,
});

export const invoiceRow =
  (today: string) =>
  (row: InvoicePageRow): InvoiceListRow => ({
    ...common(row),
    invoice_number: row.invoice_number,
    // The column holds one of the domain's statuses (the routes write nothing else).
    status: row.status as InvoiceStatus,
    due_date: row.due_date,
    paid_date: row.paid_date,
    // As the whole invoice says it (documents.view.ts toInvoice).
    ...invoiceMoney(row, today),
  });

export const preInvoiceRow =
  (today: string) =>
  (row: PreInvoicePageRow): PreInvoiceListRow => ({
    ...common(row),
    pre_invoice_number: row.pre_invoice_number,
    status: row.status as PreInvoiceStatus,
    valid_until: row.valid_until,
    prepayment_amount: centsToEuros(row.prepayment_cents),
    is_expired: preInvoiceExpired(row, today),
    converted_invoice_id: row.converted_invoice_id,
    order_invoiced: row.order_invoice_id !== null,
    ...preInvoiceMoney(row),
  });

export const creditNoteRow = (row: CreditNotePageRow): CreditNoteListRow => ({
  ...common(row),
  credit_note_number: row.credit_note_number,
  invoice_id: row.invoice_id,
  invoice_number: row.invoice_number,
  reason: row.reason,
  goods_returned: Boolean(row.goods_returned),
});

export async function adminInvoiceList(ctx: AppContext, query: AdminInvoiceListQuery) {
  const view = invoiceRow(lithuanianDate(ctx.now()));
  const { rows, pagination } = await paged(ctx, 'invoices', adminFilter(query), query, (f, p) => invoicePage(ctx.reads, f, p), view);
  return { invoices: rows, pagination };
}

export async function ownInvoiceList(ctx: AppContext, userId: number, query: OwnInvoiceListQuery) {
  const filter = { userId, status: query.status };
  const view = invoiceRow(lithuanianDate(ctx.now()));
  const { rows, pagination } = await paged(ctx, 'invoices', filter, query, (f, p) => invoicePage(ctx.reads, f, p), view);
  return { invoices: rows, pagination };
}

export async function adminPreInvoiceList(ctx: AppContext, query: AdminPreInvoiceListQuery) {
  const view = preInvoiceRow(lithuanianDate(ctx.now()));
  const { rows, pagination } = await paged(ctx, 'pre_invoices', adminFilter(query), query, (f, p) => preInvoicePage(ctx.reads, f, p), view);
  return { preInvoices: rows, pagination };
}

export async function ownPreInvoiceList(ctx: AppContext, userId: number, query: OwnPreInvoiceListQuery) {
  const view = preInvoiceRow(lithuanianDate(ctx.now()));
  const filter = { userId, orderId: query.order_id };
  const { rows, pagination } = await paged(ctx, 'pre_invoices', filter, query, (f, p) => preInvoicePage(ctx.reads, f, p), view);
  return { preInvoices: rows, pagination };
}

export async function adminCreditNoteList(ctx: AppContext, query: AdminCreditNoteListQuery) {
  const filter = { ...adminFilter(query), invoiceId: query.invoice_id };
  const { rows, pagination } = await paged(ctx, 'credit_notes', filter, query, (f, p) => creditNotePage(ctx.reads, f, p), creditNoteRow);
  return { creditNotes: rows, pagination };
}

export async function ownCreditNoteList(ctx: AppContext, userId: number, query: OwnCreditNoteListQuery) {
  const filter = { userId, invoiceId: query.invoice_id, orderId: query.order_id };
  const { rows, pagination } = await paged(ctx, 'credit_notes', filter, query, (f, p) => creditNotePage(ctx.reads, f, p), creditNoteRow);
  return { creditNotes: rows, pagination };
}

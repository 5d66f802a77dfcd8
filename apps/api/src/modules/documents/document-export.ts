import type { Readable } from 'node:stream';
import {
  type AdminCreditNoteExportQuery,
  type AdminInvoiceExportQuery,
  type AdminPreInvoiceExportQuery,
  decimalComma,
  lithuanianDate,
  periodFileName,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { csvStream } from '../../lib/csv-stream.ts';
import { creditNotePage, type DocumentListFilter, type DocumentTable, invoicePage, type Page, preInvoicePage } from './document-lists.repository.ts';
import { adminFilter, creditNoteRow, invoiceRow, preInvoiceRow, searchedOnce } from './document-lists.service.ts';

/*
 * The document lists as CSV files (decision 097): every document the list's filters match,
 * not one page, newest first as the list shows them. Streamed in keyset batches on the long-reads
 * connection through the shop's one CSV writer (BOM, `;`, decimal comma, the formula guard): memory
 * holds one batch whatever the list's length. Column names are fixed English, whatever columns the
 * screen shows, so an accounting program's saved import mapping keeps working.
 */

/** Documents read at a time. */
export const EXPORT_BATCH_SIZE = 1000;

type Cell = string | number;
const CURRENCY = 'EUR';
const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const amount = (euros: number) => decimalComma(euros);
// `net` is the total without VAT (goods and the order's fee), as the journal's (decision 083).

/** Every row `read` finds for `filter`, newest first, a batch at a time, each after the last one read. */
async function* keyset<Row extends { created_at: string; id: number }>(
  ctx: AppContext,
  table: DocumentTable,
  filter: DocumentListFilter,
  read: (f: DocumentListFilter, page: Page) => Promise<Row[]>,
): AsyncGenerator<Row> {
  const searched = await searchedOnce(ctx, table, filter);
  let after: DocumentListFilter['after'];
  for (;;) {
    const rows = await read({ ...searched, after }, { limit: EXPORT_BATCH_SIZE, offset: 0 });
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH_SIZE) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}

async function* cells<Row, Mapped>(rows: AsyncIterable<Row>, view: (row: Row) => Mapped, line: (row: Mapped) => Cell[]): AsyncGenerator<Cell[]> {
  for await (const row of rows) yield line(view(row));
}

/** `invoices-2027-03.csv` for a whole month, `invoices-2027-03-01_2027-03-15.csv` for a period, else the day of the export. */
function fileName(kind: string, ctx: AppContext, query: { from?: string | undefined; to?: string | undefined }): string {
  const period = query.from && query.to ? periodFileName({ from: query.from, to: query.to }) : lithuanianDate(ctx.now());
  return `${kind}-${period}.csv`;
}

interface DocumentCsv {
  filename: string;
  csv: Readable;
}

const INVOICE_EXPORT_COLUMNS = [
  'number',
  'order_number',
  'issue_date',
  'due_date',
  'status',
  'overdue',
  'buyer_name',
  'buyer_email',
  'net',
  'vat',
  'total',
  'paid',
  'open',
  'paid_date',
  'currency',
] as const;

export function invoicesCsv(ctx: AppContext, query: AdminInvoiceExportQuery): DocumentCsv {
  const view = invoiceRow(lithuanianDate(ctx.now()));
  const rows = keyset(ctx, 'invoices', adminFilter(query), (f, p) => invoicePage(ctx.reads, f, p));
  const lines = cells(rows, view, (row) => [
    row.invoice_number,
    row.order_number,
    row.issue_date,
    row.due_date ?? '',
    row.status,
    yesNo(row.is_overdue),
    row.company_name,
    row.email,
    amount(row.total_amount - row.tax_amount),
    amount(row.tax_amount),
    amount(row.total_amount),
    amount(row.paid_amount),
    amount(row.open_amount),
    row.paid_date ?? '',
    CURRENCY,
  ]);
  return { filename: fileName('invoices', ctx, query), csv: csvStream(INVOICE_EXPORT_COLUMNS, lines) };
}

const PRE_INVOICE_EXPORT_COLUMNS = [
  'number',
  'order_number',
  'issue_date',
  'valid_until',
  'status',
  'expired',
  'buyer_name',
  'buyer_email',
  'net',
  'vat',
  'total',
  'prepayment',
  'paid',
  'open',
  'order_invoiced',
  'currency',
] as const;

export function preInvoicesCsv(ctx: AppContext, query: AdminPreInvoiceExportQuery): DocumentCsv {
  const view = preInvoiceRow(lithuanianDate(ctx.now()));
  const rows = keyset(ctx, 'pre_invoices', adminFilter(query), (f, p) => preInvoicePage(ctx.reads, f, p));
  const lines = cells(rows, view, (row) => [
    row.pre_invoice_number,
    row.order_number,
    row.issue_date,
    row.valid_until,
    row.status,
    yesNo(row.is_expired),
    row.company_name,
    row.email,
    amount(row.total_amount - row.tax_amount),
    amount(row.tax_amount),
    amount(row.total_amount),
    amount(row.prepayment_amount),
    amount(row.paid_amount),
    amount(row.open_amount),
    yesNo(row.order_invoiced),
    CURRENCY,
  ]);
  return { filename: fileName('pre-invoices', ctx, query), csv: csvStream(PRE_INVOICE_EXPORT_COLUMNS, lines) };
}

const CREDIT_NOTE_EXPORT_COLUMNS = [
  'number',
  'invoice_number',
  'order_number',
  'issue_date',
  'buyer_name',
  'buyer_email',
  'net',
  'vat',
  'total',
  'reason',
  'goods_returned',
  'currency',
] as const;

export function creditNotesCsv(ctx: AppContext, query: AdminCreditNoteExportQuery): DocumentCsv {
  const filter = { ...adminFilter(query), invoiceId: query.invoice_id };
  const rows = keyset(ctx, 'credit_notes', filter, (f, p) => creditNotePage(ctx.reads, f, p));
  const lines = cells(rows, creditNoteRow, (row) => [
    row.credit_note_number,
    row.invoice_number,
    row.order_number,
    row.issue_date,
    row.company_name,
    row.email,
    amount(row.total_amount - row.tax_amount),
    amount(row.tax_amount),
    amount(row.total_amount),
    row.reason,
    yesNo(row.goods_returned),
    CURRENCY,
  ]);
  return { filename: fileName('credit-notes', ctx, query), csv: csvStream(CREDIT_NOTE_EXPORT_COLUMNS, lines) };
}

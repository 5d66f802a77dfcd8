import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { billingSnapshotSchema, centsToEuros, countryCodeOf, decimalComma, parseStoredJson, periodFileName, vatPartsOf } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import type { DB } from '../../db/schema.ts';
import { creditNotesIssuedIn, invoicesIssuedIn, type IssuedDocument, issuedInOrder, keyOf, mergedInOrder } from '../isaf/index.ts';
import { csvStream } from '../../lib/csv-stream.ts';
import { paymentsRecordedIn, type PaymentKey } from './accounting.repository.ts';

/*
 * The bridge to accounting (decision 083): the sales journal and the payments of a period
 * as CSV files a Lithuanian accounting program or Excel imports. Column names are English and never
 * change with the reader's language; the README maps them to the programs' fields.
 */

type Period = { from: string; to: string };
type Cell = string | number;

/** The sales journal's columns: one row per document and VAT rate. */
const JOURNAL_COLUMNS = [
  'document_type',
  'cancelled',
  'number',
  'issue_date',
  'buyer_name',
  'company_code',
  'vat_code',
  'country',
  'vat_rate',
  'net',
  'vat',
  'total',
  'currency',
  'due_date',
  'paid',
  'corrected_invoice',
] as const;

/** The payments file's columns: one row per payment or reversal. */
const PAYMENTS_COLUMNS = [
  'paid_on',
  'amount',
  'document_type',
  'document_number',
  'pre_invoice_number',
  'buyer_name',
  'company_code',
  'reference',
  'source',
  'note',
  'payment_id',
  'reverses_payment_id',
] as const;

/** Payments read at a time. */
export const PAYMENTS_BATCH_SIZE = 1000;

const CURRENCY = 'EUR';
const money = (cents: number) => decimalComma(centsToEuros(cents));

/** The buyer frozen on a document: its name, company code, VAT code and country (its ISO code; as stored when it names no country). */
function buyerOf(snapshot: string | null): { name: string; companyCode: string; vatCode: string; country: string } {
  const buyer = parseStoredJson(billingSnapshotSchema, snapshot);
  const stored = buyer?.country?.trim() ?? '';
  return {
    name: buyer?.company_name ?? '',
    companyCode: buyer?.company_reg_number ?? '',
    vatCode: buyer?.vat_number ?? '',
    country: countryCodeOf(stored) ?? stored,
  };
}

/** What the journal lists of an invoice or a credit note. */
interface JournalDocument extends IssuedDocument {
  type: 'invoice' | 'credit_note';
  cancelled: boolean;
  due_date: string | null;
  paid_cents: number | null;
  corrected: string | null;
}

async function* invoicesOf(db: Kysely<DB>, period: Period): AsyncGenerator<JournalDocument> {
  for await (const row of issuedInOrder(db, invoicesIssuedIn, period, null))
    yield { ...row, type: 'invoice', cancelled: row.status === 'cancelled', corrected: null };
}

async function* creditNotesOf(db: Kysely<DB>, period: Period): AsyncGenerator<JournalDocument> {
  for await (const row of issuedInOrder(db, creditNotesIssuedIn, period, null))
    yield { ...row, type: 'credit_note', cancelled: false, due_date: null, paid_cents: null, corrected: row.invoice_number };
}

/** The journal's rows: the period's documents by date and number, a row for each VAT rate of each. */
async function* journalRows(db: Kysely<DB>, period: Period): AsyncGenerator<Cell[]> {
  for await (const document of mergedInOrder(invoicesOf(db, period), creditNotesOf(db, period), keyOf)) {
    const buyer = buyerOf(document.customer_snapshot);
    for (const part of vatPartsOf(document))
      yield [
        document.type,
        document.cancelled ? 'yes' : 'no',
        document.number,
        document.issue_date,
        buyer.name,
        buyer.companyCode,
        buyer.vatCode,
        buyer.country,
        part.ratePercent,
        money(part.netCents),
        money(part.vatCents),
        money(part.netCents + part.vatCents),
        CURRENCY,
        document.due_date ?? '',
        document.paid_cents === null ? '' : money(document.paid_cents),
        document.corrected ?? '',
      ];
  }
}

/** The payments' rows: by the day the money arrived, then by entry, read in keyset batches. */
async function* paymentRows(db: Kysely<DB>, period: Period): AsyncGenerator<Cell[]> {
  let after: PaymentKey | null = null;
  for (;;) {
    const rows = await paymentsRecordedIn(db, { ...period, after, limit: PAYMENTS_BATCH_SIZE });
    for (const row of rows) {
      const buyer = buyerOf(row.customer_snapshot);
      yield [
        row.paid_on,
        money(row.amount_cents),
        row.invoice_number !== null ? 'invoice' : 'pre_invoice',
        row.invoice_number ?? row.pre_invoice_number ?? '',
        row.pre_invoice_number ?? '',
        buyer.name,
        buyer.companyCode,
        row.reference ?? '',
        row.source,
        row.note ?? '',
        row.id,
        row.reverses_id ?? '',
      ];
    }
    const last = rows.at(-1);
    if (!last || rows.length < PAYMENTS_BATCH_SIZE) return;
    after = { date: last.paid_on, id: last.id };
  }
}

interface CsvFile {
  filename: string;
  csv: Readable;
}

/**
 * `journal-2027-06.csv`: every invoice (cancelled ones marked) and credit note issued in the period,
 * written as it is read on `ctx.reads`.
 */
export function journalCsv(ctx: AppContext, period: Period): CsvFile {
  return { filename: `journal-${periodFileName(period)}.csv`, csv: csvStream(JOURNAL_COLUMNS, journalRows(ctx.reads, period)) };
}

/** `payments-2027-06.csv`: every payment and reversal (negative) recorded in the period by the day the money arrived. */
export function paymentsCsv(ctx: AppContext, period: Period): CsvFile {
  return { filename: `payments-${periodFileName(period)}.csv`, csv: csvStream(PAYMENTS_COLUMNS, paymentRows(ctx.reads, period)) };
}

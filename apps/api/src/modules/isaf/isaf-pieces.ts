import type { Kysely } from 'kysely';
import { countryCodeOf, snapshotBuyerOf, vatPartsOf, type SnapshotBuyer } from '@shop/domain/isaf-file';
import type { DB } from '../../db/schema.ts';
import type { ReadSource } from '../../db/read-connection.ts';
import { fail } from '../../http/app-error.ts';
import { isafXml, overlongText, type IsafBuyer, type IsafDocument, type IsafHeader } from './isaf-file.ts';
import { creditNotesIssuedIn, invoicesIssuedIn, type DocumentKey } from './isaf.repository.ts';
import { issuedInOrder, mergedInOrder, type IssuedDocument, type IssuedRow, type ReadIssued } from './issued-in-order.ts';

/*
 * The i.SAF file's work on its own thread (isaf.thread.ts, decision 098): reading, checking and
 * writing every document of the period. The thread loads this file and what it imports, so none of
 * it may import the domain's index (`@shop/domain`) or zod: only `@shop/domain/isaf-file` and
 * `@shop/domain/errors` (architecture/isaf-thread-stays-lean.test.ts).
 */

/**
 * The buyer as frozen on a document, as i.SAF reports it. A stored country is written as its ISO code;
 * one that names no country refuses the export, never guessed. None stored is written nil.
 */
function buyerOf(number: string, buyer: SnapshotBuyer): IsafBuyer {
  const stored = buyer.country?.trim() ?? '';
  const country = stored ? countryCodeOf(stored) : null;
  if (stored && !country) throw fail('isafBuyerCountry', { number, country: stored });
  return { vatCode: buyer.vat_number, companyCode: buyer.company_reg_number, country, name: buyer.company_name };
}

/** The buyer a document froze; a snapshot that cannot be read refuses the export (409), naming the document. */
function snapshotOf(row: IssuedDocument): SnapshotBuyer {
  const buyer = snapshotBuyerOf(row.customer_snapshot);
  if (!buyer) throw fail('isafBuyerUnreadable', { number: row.number });
  return buyer;
}

/** What i.SAF reports of one document: its buyer, its one VAT rate's taxable value and VAT; refused when a text is too long for i.SAF. */
function documentOf(row: IssuedDocument, type: IsafDocument['type'], reference: IsafDocument['reference'] = null): IsafDocument {
  const document: IsafDocument = {
    number: row.number,
    type,
    date: row.issue_date,
    supplyDate: null,
    buyer: buyerOf(row.number, snapshotOf(row)),
    reference,
    totals: vatPartsOf(row).map((part) => ({ taxableCents: part.netCents, vatCents: part.vatCents, ratePercent: part.ratePercent, taxCode: 'PVM1' })),
  };
  const overlong = overlongText(document);
  if (overlong) throw fail('isafTooLong', { number: row.number, ...overlong });
  return document;
}

/** One kind of document the file lists: how a batch of it is read, and what i.SAF reports of a row. */
interface Source<Row extends IssuedRow> {
  read: ReadIssued<Row>;
  document: (row: Row) => IsafDocument;
}

const invoices: Source<Awaited<ReturnType<typeof invoicesIssuedIn>>[number]> = {
  read: invoicesIssuedIn,
  document: (row) => documentOf(row, row.status === 'cancelled' ? 'AN' : 'SF'),
};
const creditNotes: Source<Awaited<ReturnType<typeof creditNotesIssuedIn>>[number]> = {
  read: creditNotesIssuedIn,
  document: (row) => documentOf(row, 'KS', { number: row.invoice_number, date: row.invoice_date }),
};

/** One kind's documents of the period as i.SAF reports them, by date and number; none past `through`. */
async function* documentsOf<Row extends IssuedRow>(
  db: Kysely<DB>,
  source: Source<Row>,
  period: { from: string; to: string },
  through: DocumentKey | null,
): AsyncGenerator<IsafDocument> {
  for await (const row of issuedInOrder(db, source.read, period, through)) yield source.document(row);
}

/**
 * Checks every document of the period before the file's first byte, as a stream cannot turn into a
 * refusal once it has started (a buyer's country that names no country, a text too long for i.SAF:
 * 409). Returns the last document of each kind: the file lists none past it, so a document issued
 * while the file is written, never checked, cannot break it halfway.
 */
async function checkedThrough(db: Kysely<DB>, period: { from: string; to: string }) {
  const lastOf = async <Row extends IssuedRow>(source: Source<Row>) => {
    let last: DocumentKey | null = null;
    for await (const document of documentsOf(db, source, period, null)) last = { date: document.date, number: document.number };
    return last;
  };
  return { invoices: await lastOf(invoices), creditNotes: await lastOf(creditNotes) };
}

/** The period's documents in the file's order, read a batch at a time as the file is written; a kind without any is not read again. */
function periodDocuments(
  db: Kysely<DB>,
  period: { from: string; to: string },
  through: { invoices: DocumentKey | null; creditNotes: DocumentKey | null },
): AsyncGenerator<IsafDocument> {
  const none = (async function* () {})();
  return mergedInOrder(
    through.invoices ? documentsOf(db, invoices, period, through.invoices) : none,
    through.creditNotes ? documentsOf(db, creditNotes, period, through.creditNotes) : none,
    (document) => ({ date: document.date, number: document.number }),
  );
}

/** What the i.SAF thread is given (isaf.thread.ts): where to read, the file's header and its period. */
export interface IsafThreadData {
  source: ReadSource;
  header: IsafHeader;
  period: { from: string; to: string };
}

/**
 * The file's text in pieces, once every document of the period is checked: the thread's work.
 * Everything that refuses the export (a 409) is thrown before this returns.
 */
export async function isafPieces(db: Kysely<DB>, header: IsafHeader, period: { from: string; to: string }): Promise<AsyncIterable<string>> {
  const through = await checkedThrough(db, period);
  return isafXml(header, periodDocuments(db, period, through));
}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { DocumentKey, IssuedBatch } from './isaf.repository.ts';

/*
 * A period's issued documents read in keyset batches by issue date and number (decision 069): the
 * i.SAF file and the accounting journal (decision 083) both list them this way, so that a period of
 * any size takes the memory of one batch of each kind.
 */

/** Documents read at a time. */
export const ISSUED_BATCH_SIZE = 1000;

/** A row that knows its place in the order: its issue date and number. */
export interface IssuedRow {
  number: string;
  issue_date: string;
}

/** What both files report of an issued document: its place in the order, its frozen buyer (JSON) and its amounts. */
export interface IssuedDocument extends IssuedRow {
  customer_snapshot: string;
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
}

/** How one kind's batches are read (`invoicesIssuedIn`, `creditNotesIssuedIn`). */
export type ReadIssued<Row extends IssuedRow> = (db: Kysely<DB>, batch: IssuedBatch) => Promise<Row[]>;

export const keyOf = (row: IssuedRow): DocumentKey => ({ date: row.issue_date, number: row.number });

/** One kind's documents of the period, by date and number, read in keyset batches; none past `through` (to the period's end when null). */
export async function* issuedInOrder<Row extends IssuedRow>(
  db: Kysely<DB>,
  read: ReadIssued<Row>,
  period: { from: string; to: string },
  through: DocumentKey | null,
): AsyncGenerator<Row> {
  let after: DocumentKey | null = null;
  for (;;) {
    const rows = await read(db, { ...period, after, through, limit: ISSUED_BATCH_SIZE });
    for (const row of rows) yield row;
    const last = rows.at(-1);
    if (!last || rows.length < ISSUED_BATCH_SIZE) return;
    after = keyOf(last);
  }
}

/**
 * The order, by code point, as SQLite orders the batches and PostgreSQL does in a C collation;
 * document numbers (a prefix, the year, padded digits) sort alike in any collation.
 */
const before = (a: DocumentKey, b: DocumentKey) => a.date < b.date || (a.date === b.date && a.number < b.number);

/** Two streams each in date-then-number order, merged into one in that order. */
export async function* mergedInOrder<T>(first: AsyncIterator<T>, second: AsyncIterator<T>, key: (item: T) => DocumentKey): AsyncGenerator<T> {
  let [a, b] = await Promise.all([first.next(), second.next()]);
  while (!a.done || !b.done) {
    if (!a.done && (b.done || !before(key(b.value), key(a.value)))) {
      yield a.value;
      a = await first.next();
    } else if (!b.done) {
      yield b.value;
      b = await second.next();
    }
  }
}

import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Where a document stands in the file's order: its issue date, then its number. */
export interface DocumentKey {
  date: string;
  number: string;
}

/**
 * One batch of a period's documents (both days included) in the file's order: the `limit` after
 * `after` (from the start when null), none past `through` (to the period's end when null).
 */
export interface IssuedBatch {
  from: string;
  to: string;
  after: DocumentKey | null;
  through: DocumentKey | null;
  limit: number;
}

/**
 * The keyset of a batch on (date, number) columns. `date >= after.date` keeps the issue date index's
 * range in use beside the row comparison, so each batch starts where the last one stopped.
 */
function inBatch(date: string, number: string, batch: IssuedBatch): Expression<SqlBool> {
  const key = sql`(${sql.ref(date)}, ${sql.ref(number)})`;
  const conditions = [sql`${sql.ref(date)} >= ${batch.after?.date ?? batch.from}`, sql`${sql.ref(date)} <= ${batch.through?.date ?? batch.to}`];
  if (batch.after) conditions.push(sql`${key} > (${batch.after.date}, ${batch.after.number})`);
  if (batch.through) conditions.push(sql`${key} <= (${batch.through.date}, ${batch.through.number})`);
  return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

/** A batch of the invoices issued in a period, with what i.SAF and the accounting journal report of each, by date and number. */
export async function invoicesIssuedIn(db: Kysely<DB>, batch: IssuedBatch) {
  return db
    .selectFrom('invoices')
    .select([
      'invoice_number as number',
      'issue_date',
      'status',
      'customer_snapshot',
      'subtotal_cents',
      'shipping_cents',
      'tax_cents',
      'due_date',
      'paid_cents',
    ])
    .where(inBatch('issue_date', 'invoice_number', batch))
    .orderBy('issue_date')
    .orderBy('invoice_number')
    .limit(batch.limit)
    .execute();
}

/** A batch of the credit notes issued in a period, each with the number and date of the invoice it corrects, by date and number. */
export async function creditNotesIssuedIn(db: Kysely<DB>, batch: IssuedBatch) {
  return db
    .selectFrom('credit_notes')
    .innerJoin('invoices', 'invoices.id', 'credit_notes.invoice_id')
    .select([
      'credit_notes.credit_note_number as number',
      'credit_notes.issue_date',
      'credit_notes.customer_snapshot',
      'credit_notes.subtotal_cents',
      'credit_notes.shipping_cents',
      'credit_notes.tax_cents',
      'invoices.invoice_number',
      'invoices.issue_date as invoice_date',
    ])
    .where(inBatch('credit_notes.issue_date', 'credit_notes.credit_note_number', batch))
    .orderBy('credit_notes.issue_date')
    .orderBy('credit_notes.credit_note_number')
    .limit(batch.limit)
    .execute();
}

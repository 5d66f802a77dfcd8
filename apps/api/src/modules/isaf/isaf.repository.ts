import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The invoices issued in a period (both days included), with what i.SAF reports of each, by date and number. */
export async function invoicesIssuedIn(db: Kysely<DB>, from: string, to: string) {
  return db
    .selectFrom('invoices')
    .select(['invoice_number as number', 'issue_date', 'status', 'customer_snapshot', 'subtotal_cents', 'shipping_cents', 'tax_cents'])
    .where('issue_date', '>=', from)
    .where('issue_date', '<=', to)
    .orderBy('issue_date')
    .orderBy('invoice_number')
    .execute();
}

/** The credit notes issued in a period, each with the number and date of the invoice it corrects. */
export async function creditNotesIssuedIn(db: Kysely<DB>, from: string, to: string) {
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
    .where('credit_notes.issue_date', '>=', from)
    .where('credit_notes.issue_date', '<=', to)
    .orderBy('credit_notes.issue_date')
    .orderBy('credit_notes.credit_note_number')
    .execute();
}

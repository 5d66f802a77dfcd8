import type { Kysely, Transaction } from 'kysely';
import { formatDocumentNumber, type InvoiceSettings } from '@shop/domain';
import type { DB } from '../../db/schema.ts';

type Series = 'invoice' | 'pre_invoice' | 'credit_note';

const PREFIX = { invoice: 'invoice_prefix', pre_invoice: 'pre_invoice_prefix', credit_note: 'credit_note_prefix' } as const satisfies Record<
  Series,
  keyof InvoiceSettings
>;

/**
 * Takes the next number of a series inside the caller's transaction. The upsert holds the
 * counter's row until that transaction ends (PostgreSQL row lock; SQLite's one writer), so numbers
 * are consecutive, and a rolled-back document gives its number back: no gaps, never reused.
 */
export async function takeNumber(trx: Transaction<DB>, series: Series, settings: InvoiceSettings, year: number): Promise<string> {
  const counterYear = settings.yearly_reset ? year : 0;
  const row = await trx
    .insertInto('document_counters')
    .values({ kind: series, year: counterYear, last_number: 1 })
    .onConflict((oc) => oc.columns(['kind', 'year']).doUpdateSet((eb) => ({ last_number: eb('document_counters.last_number', '+', 1) })))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return formatDocumentNumber(settings.number_pattern, settings[PREFIX[series]], row.last_number, settings.number_padding, year);
}

/** What the next number of a series will be (the settings screen's preview); takes nothing. */
export async function peekNumber(db: Kysely<DB>, series: Series, settings: InvoiceSettings, year: number): Promise<string> {
  const row = await db
    .selectFrom('document_counters')
    .select('last_number')
    .where('kind', '=', series)
    .where('year', '=', settings.yearly_reset ? year : 0)
    .executeTakeFirst();
  return formatDocumentNumber(settings.number_pattern, settings[PREFIX[series]], (row?.last_number ?? 0) + 1, settings.number_padding, year);
}

import { sql, type Kysely, type Transaction } from 'kysely';
import { MAX_PAYMENT_REMINDERS } from '@shop/domain';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { OPEN_INVOICE } from './payments.repository.ts';

/** An invoice whose next reminder is due, and that reminder's place in the row. */
export interface DueReminder {
  invoice_id: number;
  sequence: number;
  issue_date: string;
}

/**
 * Up to `limit` invoices, by id after `afterId`, that owe a reminder on `today`: something open
 * (`OPEN_INVOICE`), neither a draft nor paid, past their due date, fewer than four reminders, and
 * none sent after `lastSentBy` (today less the interval: the previous one is at least that old).
 * Reads only the open invoices' partial index and each one's few reminders.
 */
export async function dueReminders(db: Kysely<DB>, today: string, lastSentBy: string, afterId: number, limit: number): Promise<DueReminder[]> {
  const rows = await db
    .selectFrom('invoices')
    .select([
      'invoices.id as invoice_id',
      'invoices.issue_date',
      sql<number>`coalesce((select max(r.sequence) from payment_reminders r where r.invoice_id = invoices.id), 0) + 1`.as('sequence'),
    ])
    .where(OPEN_INVOICE)
    .where('invoices.status', 'not in', ['draft', 'paid'])
    .where('invoices.due_date', '<', today)
    .where('invoices.id', '>', afterId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payment_reminders as r')
            .select('r.id')
            .whereRef('r.invoice_id', '=', 'invoices.id')
            .where((r) => r.or([r('r.sequence', '>=', MAX_PAYMENT_REMINDERS), r('r.sent_on', '>', lastSentBy)])),
        ),
      ),
    )
    .orderBy('invoices.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, sequence: Number(row.sequence) }));
}

/**
 * Notes reminder `sequence` of an invoice as sent on `sentOn`; false when it already was (the unique
 * (invoice_id, sequence) is the claim: two instances, or a second run of the day, write it once).
 */
export async function claimReminder(trx: Transaction<DB>, invoiceId: number, sequence: number, sentOn: string, openCents: number): Promise<boolean> {
  const inserted = await trx
    .insertInto('payment_reminders')
    .values({ invoice_id: invoiceId, sequence, sent_on: sentOn, open_cents: openCents, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['invoice_id', 'sequence']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** An invoice's reminders, first first (at most four). */
export async function remindersOf(db: Kysely<DB>, invoiceId: number) {
  return db
    .selectFrom('payment_reminders')
    .select(['sequence', 'sent_on', 'open_cents'])
    .where('invoice_id', '=', invoiceId)
    .orderBy('sequence')
    .execute();
}

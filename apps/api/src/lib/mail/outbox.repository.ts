import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Engine } from '../../db/engine.ts';
import type { DB, MailOutboxTable } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { nowIso } from '../clock.ts';
import type { MailMessage } from './mailer.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** What to attach, rendered when the mail is delivered (a document's PDF in the customer's language). */
export type AttachmentRef = { kind: 'document'; document: 'invoice' | 'pre_invoice' | 'credit_note'; id: number; language: 'en' | 'lt' };

export type QueuedMail = Omit<MailMessage, 'attachments'> & { attachment?: AttachmentRef };

/**
 * Writes a mail to the outbox (decision 025). Called with the transaction of the change that causes
 * the mail, so the two commit together: an order that rolls back sends nothing, an order that
 * commits is never left without its mail. The worker delivers it.
 */
export async function enqueueMail(db: Db, mail: QueuedMail): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      recipient: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      attachment: mail.attachment ? JSON.stringify(mail.attachment) : null,
      status: 'queued',
      attempts: 0,
      next_attempt_at: 0,
      last_error: null,
      created_at: nowIso(),
      sent_at: null,
    })
    .execute();
}

export type QueuedRow = Selectable<MailOutboxTable>;

/**
 * Claims up to `limit` due mails for this instance by moving their next attempt `leaseMs` ahead,
 * in one short transaction (PostgreSQL: `FOR UPDATE SKIP LOCKED`, so two instances never claim one).
 */
export async function claimDueMails(ctx: { db: Kysely<DB>; engine: Engine }, now: number, limit: number, leaseMs: number): Promise<QueuedRow[]> {
  return inTransaction(ctx, async (trx) => {
    let query = trx
      .selectFrom('mail_outbox')
      .selectAll()
      .where('status', '=', 'queued')
      .where('next_attempt_at', '<=', now)
      .orderBy('id')
      .limit(limit);
    if (ctx.engine === 'postgres') query = query.forUpdate().skipLocked();
    const rows = await query.execute();
    if (rows.length > 0)
      await trx
        .updateTable('mail_outbox')
        .set({ next_attempt_at: now + leaseMs })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
    return rows;
  });
}

/** Mails waiting to be sent, and when the oldest of them was queued (the metrics read it at each scrape). */
export async function outboxBacklog(db: Kysely<DB>): Promise<{ pending: number; oldestQueuedAt: string | null }> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => [eb.fn.countAll<number>().as('pending'), eb.fn.min('created_at').as('oldest')])
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return { pending: Number(row?.pending ?? 0), oldestQueuedAt: row?.oldest ?? null };
}

/**
 * Hands claimed mails back (an instance stopping before it sent them): due again now, so another
 * instance sends them at its next look instead of after the lease. Only mails still under this
 * claim's lease (`claimedUntil`) are touched.
 */
export async function releaseClaimedMails(db: Kysely<DB>, rows: QueuedRow[], claimedUntil: number, now = Date.now()): Promise<void> {
  if (rows.length === 0) return;
  await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: now })
    .where('status', '=', 'queued')
    .where('next_attempt_at', '=', claimedUntil)
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
}

export async function markSent(db: Kysely<DB>, row: QueuedRow): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: nowIso(), attempts: row.attempts + 1, last_error: null })
    .where('id', '=', row.id)
    .execute();
}

/** A failed attempt: tried again at `nextAttemptAt`, or given up. */
export async function markFailedAttempt(
  db: Kysely<DB>,
  row: QueuedRow,
  outcome: { givenUp: boolean; nextAttemptAt: number; error: string },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: outcome.givenUp ? 'failed' : 'queued',
      attempts: row.attempts + 1,
      next_attempt_at: outcome.nextAttemptAt,
      last_error: outcome.error.slice(0, 1000),
    })
    .where('id', '=', row.id)
    .execute();
}

/** Forgets delivered mails older than `days` (a periodic job). */
export async function purgeSentMails(db: Kysely<DB>, now: Date, days = 30): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.deleteFrom('mail_outbox').where('status', '=', 'sent').where('sent_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

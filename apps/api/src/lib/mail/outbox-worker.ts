import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/engine.ts';
import type { DB } from '../../db/schema.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { claimDueMails, markFailedAttempt, markSent, releaseClaimedMails, type AttachmentRef, type QueuedRow } from './outbox.repository.ts';

interface OutboxWorkerOptions {
  db: Kysely<DB>;
  engine: Engine;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Renders an attachment named by a queued mail (the documents module registers the PDFs). */
  renderAttachment: (ref: AttachmentRef) => Promise<NonNullable<MailMessage['attachments']>[number] | null>;
  /** How often the outbox is looked at (a mail queued by this instance is looked at at once). */
  pollMs?: number;
  /** The first retry waits this long, each next one twice as long, at most `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** After this long since it was queued, a mail that still fails is given up (status failed). */
  giveUpMs?: number;
  /** Told of each failed delivery (the metrics count them). */
  onFailed?: (outcome: 'retry' | 'given_up') => void;
}

/** While one instance sends a claimed mail, the others leave it alone for this long. */
const LEASE_MS = 5 * 60 * 1000;
const BATCH = 20;

/**
 * Delivers the outbox (decision 025). A pass claims the due mails in a short transaction
 * (PostgreSQL: `FOR UPDATE SKIP LOCKED`, so two instances never claim one mail) by moving their next
 * attempt a lease ahead, then sends each: sent, or retried with exponential backoff, or after two
 * days given up and logged as an error. A crash while sending leaves the mail to be sent again when
 * the lease ends (at least once, never lost).
 */
export class OutboxWorker {
  readonly #o: Required<OutboxWorkerOptions>;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<number> | null = null;
  #again = false;
  #stopped = false;
  /** The lease of the batch being sent: until then the others leave its mails alone. */
  #claimedUntil = 0;

  constructor(options: OutboxWorkerOptions) {
    this.#o = { pollMs: 2000, retryMs: 30_000, maxRetryMs: 60 * 60 * 1000, giveUpMs: 2 * 24 * 60 * 60 * 1000, onFailed: () => undefined, ...options };
  }

  start(): void {
    this.#schedule(this.#o.pollMs);
  }

  #schedule(ms: number): void {
    if (this.#stopped) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.drain().finally(() => this.#schedule(this.#o.pollMs)), ms);
    this.#timer.unref();
  }

  /** Looks at the outbox soon (a mail was just queued by this instance). */
  wake(): void {
    this.#schedule(0);
  }

  /** Delivers everything due now; one pass at a time per process. Answers how many were sent. */
  drain(): Promise<number> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      let sent = 0;
      try {
        do {
          this.#again = false;
          for (let batch = await this.#claim(); batch.length > 0; batch = await this.#claim()) {
            for (const [index, row] of batch.entries()) {
              // Stopping (a restart): the claimed mails not begun go back at once, not after the lease (decision 109).
              if (this.#stopped) {
                await releaseClaimedMails(this.#o.db, batch.slice(index), this.#claimedUntil);
                break;
              }
              if (await this.#deliver(row)) sent++;
            }
          }
        } while (this.#again && !this.#stopped);
      } catch (error) {
        this.#o.log.error({ err: error }, 'the mail outbox could not be read; it is tried again shortly');
      } finally {
        this.#running = null;
      }
      return sent;
    })();
    return this.#running;
  }

  async #claim(): Promise<QueuedRow[]> {
    if (this.#stopped) return [];
    const now = Date.now();
    this.#claimedUntil = now + LEASE_MS;
    return claimDueMails(this.#o, now, BATCH, LEASE_MS);
  }

  async #deliver(row: QueuedRow): Promise<boolean> {
    try {
      const attachment = row.attachment ? await this.#o.renderAttachment(JSON.parse(row.attachment) as AttachmentRef) : null;
      await this.#o.mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        ...(attachment ? { attachments: [attachment] } : {}),
      });
      await markSent(this.#o.db, row);
      this.#o.log.info({ mail: row.id, subject: row.subject }, 'mail sent');
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      const givenUp = Date.now() - Date.parse(row.created_at) >= this.#o.giveUpMs;
      const wait = Math.min(this.#o.maxRetryMs, this.#o.retryMs * 2 ** Math.min(attempts - 1, 30));
      await markFailedAttempt(this.#o.db, row, { givenUp, nextAttemptAt: Date.now() + wait, error: message });
      this.#o.onFailed(givenUp ? 'given_up' : 'retry');
      if (givenUp)
        this.#o.log.error({ mail: row.id, subject: row.subject, attempts, err: error }, 'mail given up after two days of failures: see mail_outbox');
      else
        this.#o.log.warn(
          { mail: row.id, subject: row.subject, attempts, retryInMs: wait, reason: message },
          'mail not sent yet; it is tried again later',
        );
      return false;
    }
  }

  /** Stops claiming; a pass under way finishes the mail it is sending and hands back the rest of its batch. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#running;
  }
}

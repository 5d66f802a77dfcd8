import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../clock.ts';
import type { MailMessage } from './mailer.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** What to attach, rendered when the mail is delivered (a document's PDF in the customer's language). */
export type AttachmentRef = { kind: 'document'; document: 'invoice' | 'pre_invoice'; id: number; language: 'en' | 'lt' };

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

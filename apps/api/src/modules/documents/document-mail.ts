import type { Language } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/transaction.ts';
import { enqueueMail } from '../../lib/mail/outbox.repository.ts';
import { type IssuedDocument, mails } from '../../lib/mail/templates.ts';
import { findUserRowById } from '../users/index.ts';

/** Where the customer finds each kind of document in the shop. */
const PAGE: Record<IssuedDocument, string> = { invoice: 'orders?tab=invoices', pre_invoice: 'pre-invoices', credit_note: 'orders?tab=invoices' };

/**
 * The customer gets each issued document by e-mail, in the customer's language, queued in the
 * transaction that issued it (decision 025); the PDF is rendered when the mail is delivered.
 */
export async function queueDocumentMail(
  ctx: AppContext,
  trx: Tx,
  userId: number,
  doc: { document: IssuedDocument; id: number; number: string },
): Promise<void> {
  const user = await findUserRowById(trx, userId);
  if (!user || user.anonymised_at) return;
  const language: Language = user.language === 'lt' ? 'lt' : 'en';
  const url = `${ctx.config.appUrl}/${PAGE[doc.document]}`;
  await enqueueMail(trx, {
    ...mails.documentIssued({ email: user.email, name: user.contact_person, language }, doc.document, doc.number, url),
    attachment: { kind: 'document', document: doc.document, id: doc.id, language },
  });
}

import { commentAuthor, MAX_NOTES_PER_ORDER, type OrderComment, type OrderNote, type User } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { fail } from '../../http/app-error.ts';
import { nowIso } from '../../lib/clock.ts';
import { orderCommentMail } from '../../lib/mail/order-comment-mail.ts';
import { enqueueMail } from '../../lib/mail/outbox.repository.ts';
import { audit } from '../audit/index.ts';
import { lockOrder } from '../../db/order-lock.ts';
import { findOrder } from '../orders/index.ts';
import { findUserRowById } from '../users/index.ts';
import { countNotesOfOrder, insertOrderNote, notesOfOrder, sharedCommentsOfOrder } from './order-notes.repository.ts';

/**
 * Notes on an order (decision 096): internal notes for staff, and comments shared with the
 * customer, which its order page shows and which are mailed to it. Notes are never edited; writing one
 * does not move the order's version (an open item editor is not made stale by a note).
 */

/** Every note of an order, internal and shared, oldest first, for staff. */
export async function orderNotes(ctx: AppContext, orderId: number): Promise<OrderNote[]> {
  if (!(await findOrder(ctx.db, orderId, { admin: true }))) throw fail('orderNotFound');
  return notesOfOrder(ctx.db, orderId);
}

/** The comments shared with the customer on its own order; another's order is not found. */
export async function ownOrderComments(ctx: AppContext, user: User, orderId: number): Promise<OrderComment[]> {
  if (!(await findOrder(ctx.db, orderId, { userId: user.id, admin: false }))) throw fail('orderNotFound');
  return sharedCommentsOfOrder(ctx.db, orderId);
}

/**
 * Writes a note under the order's lock, with its audit entry and, when shared, the customer's mail in
 * the same transaction: the note and its mail commit together or not at all, and each note mails once.
 * A shared comment is mailed whatever the customer's status-mail choice (a person wrote to it; the
 * opt-out covers automatic status mails only); an anonymised customer is mailed nothing.
 */
export async function addOrderNote(ctx: AppContext, orderId: number, input: { body: string; shared: boolean }): Promise<OrderNote> {
  const authorId = ctx.actor?.id ?? null;
  return inTransaction(ctx, async (trx) => {
    const order = await lockOrder(trx, ctx.engine, orderId);
    if (!order) throw fail('orderNotFound');
    if ((await countNotesOfOrder(trx, orderId)) >= MAX_NOTES_PER_ORDER)
      throw fail('tooManyOrderNotes', { number: order.order_number, max: MAX_NOTES_PER_ORDER });
    const author = authorId === null ? undefined : await findUserRowById(trx, authorId);
    const note = await insertOrderNote(trx, {
      order_id: orderId,
      author_id: author?.id ?? null,
      author_name: author?.contact_person.trim() || author?.email || ctx.actor?.email || '',
      shared: input.shared,
      body: input.body,
      created_at: nowIso(),
    });
    await audit(trx, ctx, {
      action: 'order.note_added',
      entity: 'order',
      entityId: orderId,
      changes: { note: { from: null, to: note.id }, shared: { from: null, to: note.shared } },
    });
    if (note.shared) await queueCommentMail(ctx, trx, order, note);
    return note;
  });
}

async function queueCommentMail(ctx: AppContext, trx: Tx, order: { id: number; user_id: number; order_number: string }, note: OrderNote) {
  const customer = await findUserRowById(trx, order.user_id);
  if (!customer || customer.anonymised_at) return;
  const language = customer.language === 'lt' ? 'lt' : 'en';
  const mail = orderCommentMail(
    { email: customer.email, name: customer.contact_person, language },
    { orderNumber: order.order_number, url: `${ctx.config.appUrl}/orders/${order.id}`, author: commentAuthor(note.author_name), body: note.body },
  );
  await enqueueMail(trx, mail);
}

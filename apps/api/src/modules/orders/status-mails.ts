import { isMailedOrderStatus, type Language, type OrderStatus, preInvoiceOnConfirmFor, type Shipment, SHOP_PRE_INVOICE_TERMS } from '@shop/domain';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { LockedOrder } from '../../db/order-lock.ts';
import type { DB, UserRow } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { type AttachmentRef, enqueueMail } from '../../lib/mail/outbox.repository.ts';
import { orderStatusMail } from '../../lib/mail/order-status-mail.ts';
import { paysInAdvance } from '../credit/index.ts';
import { invoiceRow, issuePreInvoice } from '../documents/index.ts';
import { getSettings } from '../settings/index.ts';
import { findUserRowById } from '../users/index.ts';

/**
 * Whether confirming this customer's orders issues their pre-invoice (decision 085): the shop's
 * `pre_invoice_on_confirm`, for everyone, nobody, or (by default) the customers who pay in advance.
 */
export async function preInvoiceComesOnConfirm(db: Kysely<DB>, customer: Pick<UserRow, 'id' | 'credit_limit_cents' | 'payment_terms_rule'>) {
  const { pre_invoice_on_confirm: setting } = await getSettings({ db });
  if (setting === 'never') return false;
  return preInvoiceOnConfirmFor(setting, await paysInAdvance(db, customer));
}

/** A pre-invoice cannot be issued without the buyer's address or the shop's issuer: the order is confirmed without one. */
const CANNOT_ISSUE = new Set(['buyerAddressMissing', 'ownAddressMissing', 'issuerMissing']);

/** The pre-invoice a confirmation brings, issued in its transaction without a mail of its own, or null. */
async function preInvoiceOnConfirm(ctx: AppContext, trx: Tx, order: LockedOrder, customer: UserRow, hasOne: boolean) {
  if (hasOne || !(await preInvoiceComesOnConfirm(trx, customer))) return null;
  try {
    return await issuePreInvoice(ctx, trx, order, { ...SHOP_PRE_INVOICE_TERMS, notes: null }, { mail: false });
  } catch (error) {
    // Refused before anything was written (no number taken): the confirmation stands, the customer can ask later.
    if (error instanceof AppError && CANNOT_ISSUE.has(error.reason)) return null;
    throw error;
  }
}

/**
 * The customer's mail of an order's move (decision 085), queued in the transaction of the
 * move: a move that rolls back or loses its race mails nothing, and each move mails once. Confirmed,
 * sent, ended and cancelled are mailed, in the customer's language; a confirmation that issued the
 * pre-invoice carries it (the invoice of an ending keeps its own mail, which the ending's names).
 * A customer who turned its status mails off still gets a mail that carries a document and the
 * cancellation of its order.
 */
export async function queueStatusMail(
  ctx: AppContext,
  trx: Tx,
  order: LockedOrder,
  move: { status: OrderStatus; hasPreInvoice: boolean; invoiceId: number | null; shipment: Shipment | undefined },
): Promise<void> {
  const { status } = move;
  if (!isMailedOrderStatus(status)) return;
  const customer = await findUserRowById(trx, order.user_id);
  if (!customer || customer.anonymised_at) return;
  const language: Language = customer.language === 'lt' ? 'lt' : 'en';
  const moved = { ...order, status };
  const pre = status === 'confirmed' ? await preInvoiceOnConfirm(ctx, trx, moved, customer, move.hasPreInvoice) : null;
  const invoice = move.invoiceId === null ? undefined : await invoiceRow(trx, move.invoiceId);
  const attachment: AttachmentRef | undefined = pre ? { kind: 'document', document: 'pre_invoice', id: pre.id, language } : undefined;
  const essential = attachment !== undefined || status === 'cancelled';
  if (!essential && !customer.status_mails) return;
  const mail = orderStatusMail(
    { email: customer.email, name: customer.contact_person, language },
    {
      status,
      orderNumber: order.order_number,
      url: `${ctx.config.appUrl}/orders/${order.id}`,
      preInvoiceNumber: pre?.number ?? null,
      invoiceNumber: invoice?.invoice_number ?? null,
      shipment: status === 'sent' ? (move.shipment ?? order) : undefined,
    },
  );
  await enqueueMail(trx, { ...mail, ...(attachment ? { attachment } : {}) });
}

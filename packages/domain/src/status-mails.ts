import type { OrderStatus } from './constants.ts';

/**
 * The order statuses the customer is told of by mail (decision 085); the others
 * (received, payed, processing) are steps of the shop's own work.
 */
const MAILED_ORDER_STATUSES = ['confirmed', 'sent', 'ended', 'cancelled'] as const satisfies readonly OrderStatus[];
export type MailedOrderStatus = (typeof MAILED_ORDER_STATUSES)[number];
export const isMailedOrderStatus = (status: OrderStatus): status is MailedOrderStatus =>
  (MAILED_ORDER_STATUSES as readonly string[]).includes(status);

/**
 * The shop setting `pre_invoice_on_confirm` (decision 085): whether confirming an order issues its
 * pre-invoice and attaches it to the confirmation mail. `prepayment` (the default): for customers
 * whose payment terms are 100 % prepayment (their own, else the shop's default); `always`: for every
 * customer; `never`: nobody (a customer asks for one on the order page).
 */
export const PRE_INVOICE_ON_CONFIRM = ['prepayment', 'always', 'never'] as const;
export type PreInvoiceOnConfirm = (typeof PRE_INVOICE_ON_CONFIRM)[number];

/** Whether this customer's orders get their pre-invoice when they are confirmed. */
export const preInvoiceOnConfirmFor = (setting: PreInvoiceOnConfirm, paysInAdvance: boolean): boolean =>
  setting === 'always' || (setting === 'prepayment' && paysInAdvance);

import type { OrderStatus } from './constants.ts';
import { canMoveTo, type OrderFacts } from './order-lifecycle.ts';

/**
 * What a click does that cannot be taken back, named in the confirmation before anything
 * is sent. The one mapping from a move to its consequences: the API issues the invoice by
 * `moveIssuesInvoice`, the web app words each consequence once.
 *
 * - `issuesInvoice`: a VAT invoice is issued and e-mailed to the customer; only a credit note corrects it.
 * - `issuesPreInvoice`: a pre-invoice is issued and e-mailed to the customer; it can be cancelled, not unsent.
 * - `returnsStock`: every unit of the order goes back into stock.
 * - `final`: the order's status can never change again.
 * - `noWayBack`: the order cannot come back to the status it leaves (an invoice or a pre-invoice holds it).
 */
export const CONSEQUENCES = ['issuesInvoice', 'issuesPreInvoice', 'returnsStock', 'final', 'noWayBack'] as const;
export type Consequence = (typeof CONSEQUENCES)[number];

/** Ending an order that never had an invoice issues it, in the same transaction (one per order, ever). */
export const moveIssuesInvoice = (order: OrderFacts, to: OrderStatus) => to === 'ended' && order.status !== 'ended' && order.invoice_status === null;

/**
 * The consequences of moving an order to `to`, in the order they are told; empty when the move can be
 * undone by another move (it then needs no confirmation) or is not a move at all.
 */
export function orderMoveConsequences(order: OrderFacts, to: OrderStatus): Consequence[] {
  if (!canMoveTo(order, to)) return [];
  if (to === 'ended') return moveIssuesInvoice(order, to) ? ['issuesInvoice', 'final'] : ['final'];
  if (to === 'cancelled') return ['returnsStock', 'final'];
  // The lifecycle itself says whether the way back stays open once the order has moved.
  return canMoveTo({ ...order, status: to }, order.status) ? [] : ['noWayBack'];
}

/** What issuing a document directly does (Generate invoice, Convert to invoice, Generate pre-invoice). */
export const DOCUMENT_CONSEQUENCES = {
  invoice: ['issuesInvoice'],
  preInvoice: ['issuesPreInvoice'],
} as const satisfies Record<string, readonly Consequence[]>;

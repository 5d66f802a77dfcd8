import {
  allowedTransitions,
  isFinalOrderStatus,
  ORDER_STATUSES,
  transitionRefusal,
  transitionRefusalReason,
  type OrderFacts,
  type OrderStatus,
} from '@shop/domain';

/**
 * What the administrator's order screens offer, read from the lifecycle of `@shop/domain` (the API
 * enforces the same table; nothing of it is repeated here).
 */

/** The list's select: the current status first in its place, then every status the order may move to, in lifecycle order. */
export function statusSelectOptions(order: OrderFacts): OrderStatus[] {
  const offered = new Set<OrderStatus>([order.status, ...allowedTransitions(order)]);
  return ORDER_STATUSES.filter((status) => offered.has(status));
}

/** The translation key of why a move is refused (a tooltip on a disabled button), or null when it is allowed. */
export function refusalTextKey(order: OrderFacts, to: OrderStatus): string | null {
  const refusal = transitionRefusal(order, to);
  return refusal === null ? null : `errors.reason.${transitionRefusalReason(order, refusal)}`;
}

/** The detail page's buttons show while the order is open; ended and cancelled are final. */
export const showsStatusButtons = (order: OrderFacts) => !isFinalOrderStatus(order.status);

/** "Cannot cancel - invoice generated" shows where Cancel would be, while an invoice stands on an order not yet cancelled. */
export const showsInvoiceCancelNote = (order: OrderFacts) =>
  order.status !== 'cancelled' && order.invoice_status !== null && order.invoice_status !== 'cancelled';

/** The list's "Generate invoice": an ended order that never had an invoice (one per order, ever). */
export const offersInvoiceGeneration = (order: OrderFacts) => order.status === 'ended' && order.invoice_status === null;

import type { InvoiceStatus, OrderStatus } from './constants.ts';
import type { ErrorReason } from './errors.catalogue.ts';

/**
 * The order lifecycle: one table that the API enforces and the web app reads to show its buttons.
 *
 * - `received` … `sent` are open: an administrator may move an open order to any other status
 *   (an operator may fix a wrong click), to `ended`, or cancel it.
 * - `ended` and `cancelled` are final.
 * - Items and amounts are editable only while `received`, and never once an invoice exists.
 * - Once an invoice exists (in any status: a cancelled invoice keeps its number and its place) the
 *   order cannot move back; a correction is a credit note. Cancelling is refused while the invoice
 *   stands ('Cannot cancel - invoice generated').
 * - An order with a live pre-invoice cannot go back to `received` (its lines would no longer match
 *   the pre-invoice): the pre-invoice is cancelled first.
 */
const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  received: ['confirmed', 'payed', 'processing', 'sent', 'ended', 'cancelled'],
  confirmed: ['received', 'payed', 'processing', 'sent', 'ended', 'cancelled'],
  payed: ['received', 'confirmed', 'processing', 'sent', 'ended', 'cancelled'],
  processing: ['received', 'confirmed', 'payed', 'sent', 'ended', 'cancelled'],
  sent: ['received', 'confirmed', 'payed', 'processing', 'ended', 'cancelled'],
  ended: [],
  cancelled: [],
};

/** The colour family of a status badge, the same on every screen. */
type StatusTone = 'warning' | 'info' | 'success' | 'danger' | 'neutral';

/**
 * The rule for order badges — completed green, processing blue, pending yellow,
 * cancelled red, other grey — applied to the shop's statuses: a received order waits for the shop
 * (yellow), every stage between it and the end is processing (blue).
 */
const ORDER_STATUS_TONES: Readonly<Record<OrderStatus, StatusTone>> = {
  received: 'warning',
  confirmed: 'info',
  payed: 'info',
  processing: 'info',
  sent: 'info',
  ended: 'success',
  cancelled: 'danger',
};

/** Status values of older records, from before the current lifecycle: shown, never set. */
type LegacyOrderStatus = 'pending' | 'shipped' | 'delivered' | 'completed';
/** Every order status a screen knows how to show. */
type DisplayOrderStatus = OrderStatus | LegacyOrderStatus;

const LEGACY_TONES: Readonly<Record<LegacyOrderStatus, StatusTone>> = {
  pending: 'warning',
  shipped: 'info',
  delivered: 'success',
  completed: 'success',
};
const DISPLAY_TONES: Readonly<Record<DisplayOrderStatus, StatusTone>> = { ...ORDER_STATUS_TONES, ...LEGACY_TONES };

const isDisplayOrderStatus = (status: string): status is DisplayOrderStatus => Object.hasOwn(DISPLAY_TONES, status);

/** The tone of any status value a screen may get; grey for one it does not know. */
export function orderStatusTone(status: string): StatusTone {
  return isDisplayOrderStatus(status) ? DISPLAY_TONES[status] : 'neutral';
}

/**
 * The one label set of order statuses: the translation key of each status (the web app's
 * `status.order.*`, in English and Lithuanian), the same on every screen.
 */
const ORDER_STATUS_LABEL_KEYS: Readonly<{ [S in DisplayOrderStatus]: `status.order.${S}` }> = {
  received: 'status.order.received',
  confirmed: 'status.order.confirmed',
  payed: 'status.order.payed',
  processing: 'status.order.processing',
  sent: 'status.order.sent',
  ended: 'status.order.ended',
  cancelled: 'status.order.cancelled',
  pending: 'status.order.pending',
  shipped: 'status.order.shipped',
  delivered: 'status.order.delivered',
  completed: 'status.order.completed',
};

/** The label key of a status value, or null for one the shop does not know (shown as it comes). */
export function orderStatusLabelKey(status: string): string | null {
  return isDisplayOrderStatus(status) ? ORDER_STATUS_LABEL_KEYS[status] : null;
}

/** The way forward: received → confirmed → payed → processing → sent → ended. */
const RANK: Record<OrderStatus, number> = { received: 0, confirmed: 1, payed: 2, processing: 3, sent: 4, ended: 5, cancelled: 6 };

const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['ended', 'cancelled'];
export const isFinalOrderStatus = (status: OrderStatus) => FINAL_ORDER_STATUSES.includes(status);

/** What the lifecycle decides on: the order's status and its documents. */
export interface OrderFacts {
  status: OrderStatus;
  /** The order's invoice, if one was ever issued (one per order, ever). */
  invoice_status: InvoiceStatus | null;
  /** A pre-invoice that is not cancelled exists. */
  has_pre_invoice: boolean;
}

type TransitionRefusal = 'final' | 'invoiced' | 'cancelInvoiced' | 'preInvoiced';

/** The error reason (decision 030) of each refusal; its English text is in the catalogue. */
const TRANSITION_REASONS = {
  final: 'transitionFinal',
  finalCancelled: 'transitionFinalCancelled',
  finalEnded: 'transitionFinalEnded',
  invoiced: 'transitionInvoiced',
  cancelInvoiced: 'transitionCancelInvoiced',
  preInvoiced: 'transitionPreInvoiced',
} as const satisfies Record<TransitionRefusal | 'finalCancelled' | 'finalEnded', ErrorReason>;

/** Why an order may not move to `to`, or null when it may. Staying where it is is always allowed. */
export function transitionRefusal(order: OrderFacts, to: OrderStatus): TransitionRefusal | null {
  if (to === order.status) return null;
  if (!ORDER_TRANSITIONS[order.status].includes(to)) return 'final';
  const invoiced = order.invoice_status !== null;
  if (to === 'cancelled') return invoiced && order.invoice_status !== 'cancelled' ? 'cancelInvoiced' : null;
  if (invoiced && RANK[to] < RANK[order.status]) return 'invoiced';
  if (to === 'received' && order.has_pre_invoice) return 'preInvoiced';
  return null;
}

type TransitionMessageKey = keyof typeof TRANSITION_REASONS;

/** Which text says why: a final refusal names the status the order is final in. */
function transitionMessageKey(order: OrderFacts, refusal: TransitionRefusal): TransitionMessageKey {
  if (refusal !== 'final') return refusal;
  return order.status === 'cancelled' ? 'finalCancelled' : order.status === 'ended' ? 'finalEnded' : 'final';
}

/** The error reason of a refusal (decision 030): the API answers it, the web app words it. */
export const transitionRefusalReason = (order: OrderFacts, refusal: TransitionRefusal) => TRANSITION_REASONS[transitionMessageKey(order, refusal)];

export const canMoveTo = (order: OrderFacts, to: OrderStatus) => to !== order.status && transitionRefusal(order, to) === null;

/** The statuses an administrator can move this order to now (what the buttons and the select offer). */
export const allowedTransitions = (order: OrderFacts): OrderStatus[] =>
  ORDER_TRANSITIONS[order.status].filter((to) => transitionRefusal(order, to) === null);

export const canCancelOrder = (order: OrderFacts) => canMoveTo(order, 'cancelled');

/** Items and amounts: only while received and never once an invoice exists. */
export const canEditOrderItems = (order: OrderFacts) => order.status === 'received' && order.invoice_status === null;

import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './constants.ts';
import { ERROR_CATALOGUE } from './errors.catalogue.ts';
import {
  allowedTransitions,
  canCancelOrder,
  canEditOrderItems,
  orderStatusLabelKey,
  orderStatusTone,
  transitionRefusal,
  transitionRefusalReason,
  type OrderFacts,
} from './order-lifecycle.ts';

/** The English text the API answers for a refusal: its reason's text in the catalogue. */
const refusalText = (facts: OrderFacts, refusal: Parameters<typeof transitionRefusalReason>[1]) =>
  ERROR_CATALOGUE[transitionRefusalReason(facts, refusal)].text;

const order = (status: OrderFacts['status'], more: Partial<OrderFacts> = {}): OrderFacts => ({
  status,
  invoice_status: null,
  has_pre_invoice: false,
  ...more,
});

describe('order lifecycle', () => {
  it('when an order is open and has no documents, then it may move to any other status, ended and cancelled included', () => {
    for (const status of ['received', 'confirmed', 'payed', 'processing', 'sent'] as const) {
      expect(allowedTransitions(order(status))).toEqual(ORDER_STATUSES.filter((s) => s !== status));
    }
  });

  it('when an order is ended or cancelled, then nothing is allowed and the refusal names the status', () => {
    expect(allowedTransitions(order('ended', { invoice_status: 'sent' }))).toEqual([]);
    expect(allowedTransitions(order('cancelled'))).toEqual([]);
    expect(refusalText(order('cancelled'), transitionRefusal(order('cancelled'), 'received')!)).toBe('A cancelled order cannot be changed');
    expect(refusalText(order('ended'), transitionRefusal(order('ended'), 'sent')!)).toBe('An ended order cannot be changed');
  });

  it('when an invoice exists, then the order only moves forward, cannot be cancelled and its items are frozen', () => {
    const invoiced = order('payed', { invoice_status: 'sent', has_pre_invoice: true });
    expect(allowedTransitions(invoiced)).toEqual(['processing', 'sent', 'ended']);
    expect(transitionRefusal(invoiced, 'received')).toBe('invoiced');
    expect(transitionRefusal(invoiced, 'cancelled')).toBe('cancelInvoiced');
    expect(refusalText(invoiced, 'cancelInvoiced')).toBe('Cannot cancel - invoice generated');
    expect(canEditOrderItems(order('received', { invoice_status: 'draft' }))).toBe(false);
  });

  it('when the invoice was cancelled, then the order may be cancelled but still not moved back', () => {
    const voided = order('sent', { invoice_status: 'cancelled' });
    expect(canCancelOrder(voided)).toBe(true);
    expect(transitionRefusal(voided, 'confirmed')).toBe('invoiced');
  });

  it('when a live pre-invoice exists, then the order cannot go back to received but may move elsewhere', () => {
    const preInvoiced = order('processing', { has_pre_invoice: true });
    expect(transitionRefusal(preInvoiced, 'received')).toBe('preInvoiced');
    expect(transitionRefusal(preInvoiced, 'confirmed')).toBeNull();
    expect(canCancelOrder(preInvoiced)).toBe(true);
  });

  it('when an order is received without an invoice, then its items are editable; in any other status they are not', () => {
    expect(canEditOrderItems(order('received'))).toBe(true);
    for (const status of ORDER_STATUSES.filter((s) => s !== 'received')) expect(canEditOrderItems(order(status))).toBe(false);
  });

  it('when asked to stay where it is, then the lifecycle has no objection (a repeated request changes nothing)', () => {
    expect(transitionRefusal(order('ended', { invoice_status: 'sent' }), 'ended')).toBeNull();
  });
});

describe('order status tones (one rule for every screen)', () => {
  it('when a status is shown, then completed is green, processing stages blue, received (pending) yellow, cancelled red, anything unknown grey', () => {
    expect(ORDER_STATUSES.map((status) => [status, orderStatusTone(status)])).toEqual([
      ['received', 'warning'],
      ['confirmed', 'info'],
      ['payed', 'info'],
      ['processing', 'info'],
      ['sent', 'info'],
      ['ended', 'success'],
      ['cancelled', 'danger'],
    ]);
    expect(['pending', 'shipped', 'delivered', 'completed', 'weird', 'constructor'].map(orderStatusTone)).toEqual([
      'warning',
      'info',
      'success',
      'success',
      'neutral',
      'neutral',
    ]);
  });
});

/** Status values older records may hold: shown with their own label, never set. */
const OLDER_RECORDS_STATUSES = ['pending', 'shipped', 'delivered', 'completed'];

describe('order status labels (one label set for every screen)', () => {
  it('when any known status is shown, then its label key is status.order.<status>', () => {
    for (const status of [...ORDER_STATUSES, ...OLDER_RECORDS_STATUSES]) expect(orderStatusLabelKey(status)).toBe(`status.order.${status}`);
  });

  it('when a status is unknown (or an object property name), then there is no label key and the value is shown as it comes', () => {
    expect(orderStatusLabelKey('weird')).toBeNull();
    expect(orderStatusLabelKey('constructor')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './constants.ts';
import { moveIssuesInvoice, orderMoveConsequences } from './move-consequences.ts';
import type { OrderFacts } from './order-lifecycle.ts';

const order = (status: OrderFacts['status'], more: Partial<OrderFacts> = {}): OrderFacts => ({
  status,
  invoice_status: null,
  has_pre_invoice: false,
  ...more,
});

describe('what a move of an order does that cannot be undone', () => {
  it('when an open order without an invoice is ended, then it issues the invoice and becomes final', () => {
    for (const status of ['received', 'confirmed', 'payed', 'processing', 'sent'] as const) {
      expect(orderMoveConsequences(order(status), 'ended')).toEqual(['issuesInvoice', 'final']);
      expect(moveIssuesInvoice(order(status), 'ended')).toBe(true);
    }
  });

  it('when the order already has its invoice (a converted pre-invoice), then ending issues nothing but is final', () => {
    expect(orderMoveConsequences(order('sent', { invoice_status: 'paid' }), 'ended')).toEqual(['final']);
    expect(moveIssuesInvoice(order('sent', { invoice_status: 'paid' }), 'ended')).toBe(false);
  });

  it('when an open order is cancelled, then its stock goes back and it is final', () => {
    expect(orderMoveConsequences(order('confirmed'), 'cancelled')).toEqual(['returnsStock', 'final']);
    expect(orderMoveConsequences(order('sent', { invoice_status: 'cancelled' }), 'cancelled')).toEqual(['returnsStock', 'final']);
  });

  it('when an order without documents moves between open statuses, then nothing needs confirming', () => {
    for (const from of ['received', 'confirmed', 'payed', 'processing', 'sent'] as const)
      for (const to of ['received', 'confirmed', 'payed', 'processing', 'sent'] as const) expect(orderMoveConsequences(order(from), to)).toEqual([]);
  });

  it('when an invoice stands, then a move forward has no way back', () => {
    expect(orderMoveConsequences(order('confirmed', { invoice_status: 'sent' }), 'processing')).toEqual(['noWayBack']);
  });

  it('when a live pre-invoice holds a received order, then leaving received has no way back', () => {
    expect(orderMoveConsequences(order('received', { has_pre_invoice: true }), 'confirmed')).toEqual(['noWayBack']);
    expect(orderMoveConsequences(order('confirmed', { has_pre_invoice: true }), 'payed')).toEqual([]);
  });

  it('when the move is refused or is no move, then there is nothing to confirm and no invoice', () => {
    for (const to of ORDER_STATUSES) {
      expect(orderMoveConsequences(order('ended', { invoice_status: 'sent' }), to)).toEqual([]);
      expect(orderMoveConsequences(order('cancelled'), to)).toEqual([]);
    }
    expect(orderMoveConsequences(order('sent'), 'sent')).toEqual([]);
    expect(moveIssuesInvoice(order('ended'), 'ended')).toBe(false);
  });
});

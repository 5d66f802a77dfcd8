import { describe, expect, it } from 'vitest';
import type { OrderFacts } from '@shop/domain';
import { offersInvoiceGeneration, refusalTextKey, showsInvoiceCancelNote, showsStatusButtons, statusSelectOptions } from './order-rules.ts';

const facts = (patch: Partial<OrderFacts> = {}): OrderFacts => ({ status: 'received', invoice_status: null, has_pre_invoice: false, ...patch });

describe('the status select of the orders list', () => {
  it('when an open order has no documents, then every status is offered', () => {
    expect(statusSelectOptions(facts({ status: 'payed' }))).toEqual(['received', 'confirmed', 'payed', 'processing', 'sent', 'ended', 'cancelled']);
  });

  it('when the order is ended or cancelled, then only its own status is offered', () => {
    expect(statusSelectOptions(facts({ status: 'ended', invoice_status: 'paid' }))).toEqual(['ended']);
    expect(statusSelectOptions(facts({ status: 'cancelled' }))).toEqual(['cancelled']);
  });

  it('when an invoice stands, then the order is offered only its own and later statuses, and no cancel', () => {
    expect(statusSelectOptions(facts({ status: 'processing', invoice_status: 'sent' }))).toEqual(['processing', 'sent', 'ended']);
  });

  it('when the invoice was cancelled, then cancelling is offered again but going back is not', () => {
    expect(statusSelectOptions(facts({ status: 'sent', invoice_status: 'cancelled' }))).toEqual(['sent', 'ended', 'cancelled']);
  });

  it('when a live pre-invoice exists, then going back to received is not offered', () => {
    expect(statusSelectOptions(facts({ status: 'confirmed', has_pre_invoice: true }))).toEqual([
      'confirmed',
      'payed',
      'processing',
      'sent',
      'ended',
      'cancelled',
    ]);
  });
});

describe('why a status button is disabled', () => {
  it('when the move is allowed or is the current status, then there is no reason', () => {
    expect(refusalTextKey(facts(), 'confirmed')).toBeNull();
    expect(refusalTextKey(facts({ status: 'ended' }), 'ended')).toBeNull();
  });

  it('when the order is final, then the reason names its status', () => {
    expect(refusalTextKey(facts({ status: 'ended' }), 'sent')).toBe('errors.reason.transitionFinalEnded');
    expect(refusalTextKey(facts({ status: 'cancelled' }), 'received')).toBe('errors.reason.transitionFinalCancelled');
  });

  it('when an invoice or a pre-invoice stands in the way, then the reason says which', () => {
    expect(refusalTextKey(facts({ status: 'sent', invoice_status: 'draft' }), 'confirmed')).toBe('errors.reason.transitionInvoiced');
    expect(refusalTextKey(facts({ status: 'sent', invoice_status: 'draft' }), 'cancelled')).toBe('errors.reason.transitionCancelInvoiced');
    expect(refusalTextKey(facts({ status: 'payed', has_pre_invoice: true }), 'received')).toBe('errors.reason.transitionPreInvoiced');
  });
});

describe('final orders and the cancel note', () => {
  it('when the order is ended or cancelled, then the status buttons are hidden', () => {
    expect(showsStatusButtons(facts({ status: 'ended' }))).toBe(false);
    expect(showsStatusButtons(facts({ status: 'cancelled' }))).toBe(false);
    expect(showsStatusButtons(facts({ status: 'sent' }))).toBe(true);
  });

  it('when an invoice stands, then the note shows instead of Cancel; a cancelled invoice or order shows no note', () => {
    expect(showsInvoiceCancelNote(facts({ status: 'ended', invoice_status: 'paid' }))).toBe(true);
    expect(showsInvoiceCancelNote(facts({ status: 'sent', invoice_status: 'cancelled' }))).toBe(false);
    expect(showsInvoiceCancelNote(facts({ status: 'cancelled', invoice_status: null }))).toBe(false);
    expect(showsInvoiceCancelNote(facts())).toBe(false);
  });
});

describe('"Generate invoice" in the orders list', () => {
  it('when an ended order has no invoice, then it is offered; with one, even a cancelled one, or before the end, it is not', () => {
    expect(offersInvoiceGeneration(facts({ status: 'ended' }))).toBe(true);
    expect(offersInvoiceGeneration(facts({ status: 'ended', invoice_status: 'sent' }))).toBe(false);
    expect(offersInvoiceGeneration(facts({ status: 'ended', invoice_status: 'cancelled' }))).toBe(false);
    expect(offersInvoiceGeneration(facts({ status: 'sent' }))).toBe(false);
  });
});

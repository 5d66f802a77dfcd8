import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PreInvoice } from '@shop/domain';
import enAdmin from '@/locales/en.admin.json';
import en from '@/locales/en.json';
import ltAdmin from '@/locales/lt.admin.json';
import lt from '@/locales/lt.json';
import { ApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';
import { invoiceStatusNote, preInvoiceSummary } from './payable-summary.ts';
import { emptyPaymentDraft, type PaymentDraft, readPaymentDraft } from './payment-draft.ts';

// Decision 078: the administrators' payment form, the status notes beside an invoice, and the overpayment refusal.

const today = '2026-10-15';
const draft = (change: Partial<PaymentDraft>): PaymentDraft => ({ ...emptyPaymentDraft(today), ...change });

describe('reading the payment form', () => {
  it('when a Lithuanian administrator types 12,50, then 12.5 € is sent on today, without empty reference and note', () => {
    expect(readPaymentDraft(draft({ amount: '12,50' }), today, 'lt')).toEqual({ body: { amount: 12.5, paid_on: today } });
  });

  it('when an English administrator types 1,234.56 with a reference and a note, then each is sent trimmed', () => {
    expect(readPaymentDraft(draft({ amount: '1,234.56', reference: '  HW-77 ', note: ' part ', paid_on: '2026-10-01' }), today, 'en')).toEqual({
      body: { amount: 1234.56, paid_on: '2026-10-01', reference: 'HW-77', note: 'part' },
    });
  });

  it('when the amount is empty, 0, no amount or has three decimals, then the amount is refused and nothing is sent', () => {
    for (const amount of ['', '0', '0,00', 'dvylika', '12,505', '-5'])
      expect(readPaymentDraft(draft({ amount }), today, 'lt'), amount).toEqual({ errors: { amount: 'staffValidation.amountInvalid' } });
  });

  it('when the day is after today or no day, then the day is refused (with the amount too when both are wrong)', () => {
    expect(readPaymentDraft(draft({ amount: '5', paid_on: '2026-10-16' }), today, 'lt')).toEqual({
      errors: { paid_on: 'adminDocuments.payments.dateInFuture' },
    });
    expect(readPaymentDraft(draft({ amount: '', paid_on: '' }), today, 'en')).toEqual({
      errors: { amount: 'staffValidation.amountInvalid', paid_on: 'validation.dateInvalid' },
    });
  });
});

describe("what an invoice's status says beside it", () => {
  it('when it is past due with an amount open, then it reads overdue whatever status was chosen', () => {
    expect(invoiceStatusNote({ status: 'sent', is_overdue: true })).toBe('pastDue');
    expect(invoiceStatusNote({ status: 'overdue', is_overdue: true })).toBe('pastDue');
  });

  it('when it is marked overdue by hand though nothing open is past due, then it says so; other statuses say nothing', () => {
    expect(invoiceStatusNote({ status: 'overdue', is_overdue: false })).toBe('overdueByHand');
    expect(invoiceStatusNote({ status: 'sent', is_overdue: false })).toBeNull();
    expect(invoiceStatusNote({ status: 'paid', is_overdue: false })).toBeNull();
  });
});

describe("a pre-invoice's payments summary", () => {
  const pre = (change: Partial<PreInvoice>) =>
    ({
      pre_invoice_number: 'IS-1',
      total_amount: 100,
      prepayment_amount: 30,
      paid_amount: 0,
      open_amount: 30,
      status: 'sent',
      converted_invoice_id: null,
      ...change,
    }) as PreInvoice;

  it('when the buyer paid the whole order, then nothing is open (not a refund) and payments stay open to record', () => {
    expect(preInvoiceSummary(pre({ paid_amount: 100, open_amount: -70 }))).toMatchObject({ paid: 100, open: 0, closed: null });
  });

  it('when it was converted or cancelled, then no payment is recorded on it', () => {
    expect(preInvoiceSummary(pre({ converted_invoice_id: 9, status: 'converted' })).closed).toBe('converted');
    expect(preInvoiceSummary(pre({ status: 'cancelled' })).closed).toBe('cancelled');
  });
});

describe('the overpayment refusal', () => {
  beforeAll(async () => {
    await i18n.init({
      resources: { en: { translation: { ...en, ...enAdmin } }, lt: { translation: { ...lt, ...ltAdmin } } },
      lng: 'lt',
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
    });
  });
  const overpayment = new ApiError(409, 'The server’s English sentence', 'OVERPAYMENT', undefined, {
    reason: 'overpayment',
    params: { number: 'SF-000012', open_amount: '1234.50' },
  });

  it('when a payment is more than is open, then each language names the open amount as money of that language', async () => {
    await i18n.changeLanguage('lt');
    expect(errorText(overpayment)).toBe('Mokėjimas didesnis už neapmokėtą SF-000012 sumą: 1\u00a0234,50\u00a0€');
    await i18n.changeLanguage('en');
    expect(errorText(overpayment)).toBe('The payment is more than is open on SF-000012: €1,234.50');
  });
});

import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_PRE_INVOICE_TERMS_MESSAGE,
  createPreInvoiceSchema,
  customerCreatePreInvoiceSchema,
  formatDocumentNumber,
  invoiceSettingsSchema,
} from './document.schemas.ts';

describe('document numbers', () => {
  it('when the pattern has prefix, year and number, then the number is zero-padded', () => {
    expect(formatDocumentNumber('{prefix}-{year}-{number}', 'HW', 42, 5, 2026)).toBe('HW-2026-00042');
    expect(formatDocumentNumber('{prefix}{number}', 'PVM', 7, 3, 2026)).toBe('PVM007');
  });

  it('when a pattern lacks {number}, then the settings are refused', () => {
    const result = invoiceSettingsSchema.safeParse({
      invoice_prefix: 'HW',
      pre_invoice_prefix: 'HWP',
      credit_note_prefix: 'KS',
      number_padding: 5,
      number_pattern: '{prefix}-{year}',
      yearly_reset: true,
      default_payment_terms: 'Net 30 days',
      default_payment_terms_rule: { code: 'net_days', days: 30 },
      seller_company_details: null,
      issuer_position: null,
      issuer_name: null,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['number_pattern', 'patternNeedsNumber']]);
  });
});

describe('pre-invoice requests', () => {
  it("when a customer sends no body, an empty one or the shop's own terms, then the request is accepted", () => {
    for (const body of [null, undefined, {}, { prepayment_percentage: 100, validity_days: 30, notes: '' }, { notes: null }, { notes: '  ' }]) {
      expect(customerCreatePreInvoiceSchema.safeParse(body).success).toBe(true);
    }
  });

  it('when a customer asks for other terms, then each is refused with the reason; an unknown field is refused too', () => {
    for (const body of [{ prepayment_percentage: 1 }, { validity_days: 365 }, { notes: 'Pay later' }]) {
      const result = customerCreatePreInvoiceSchema.safeParse(body);
      expect(result.error?.issues.map((i) => i.message)).toEqual([CUSTOMER_PRE_INVOICE_TERMS_MESSAGE]);
    }
    expect(customerCreatePreInvoiceSchema.safeParse({ prepayment_amount: 1 }).error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it("when an administrator leaves the terms out, then the shop's apply; chosen terms are kept", () => {
    expect(createPreInvoiceSchema.parse(undefined)).toEqual({ prepayment_percentage: 100, validity_days: 30 });
    expect(createPreInvoiceSchema.parse({ prepayment_percentage: 30, validity_days: 10, notes: 'Rest on delivery' })).toEqual({
      prepayment_percentage: 30,
      validity_days: 10,
      notes: 'Rest on delivery',
    });
  });
});

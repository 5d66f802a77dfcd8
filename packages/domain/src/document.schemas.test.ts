import { describe, expect, it } from 'vitest';
import { formatDocumentNumber, invoiceSettingsSchema } from './document.schemas.ts';

describe('document numbers', () => {
  it('when the pattern has prefix, year and number, then the number is zero-padded', () => {
    expect(formatDocumentNumber('{prefix}-{year}-{number}', 'HW', 42, 5, 2026)).toBe('HW-2026-00042');
    expect(formatDocumentNumber('{prefix}{number}', 'PVM', 7, 3, 2026)).toBe('PVM007');
  });

  it('when a pattern lacks {number}, then the settings are refused', () => {
    const result = invoiceSettingsSchema.safeParse({ invoice_prefix: 'HW', pre_invoice_prefix: 'HWP', number_padding: 5, number_pattern: '{prefix}-{year}', yearly_reset: true, default_payment_terms: 'Net 30 days', seller_company_details: null });
    expect(result.success).toBe(false);
  });
});

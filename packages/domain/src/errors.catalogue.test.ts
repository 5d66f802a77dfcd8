import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_REASONS, errorTextOf, placeholdersOf } from './errors.catalogue.ts';
import { ERROR_CODES } from './errors.ts';

describe('the error catalogue', () => {
  it('when a refusal has params, then its English text is the template with them filled in', () => {
    expect(errorTextOf('insufficientStock', { product: 'Hawaii', available: 3 })).toBe('Only 3 of "Hawaii" in stock');
    expect(errorTextOf('preInvoiceExists')).toBe('A pre-invoice already exists for this order');
  });

  it('when a counted text counts one, then the English text is the singular one', () => {
    expect(errorTextOf('tooManyAttempts', { minutes: 1 })).toBe('Too many attempts. Please try again in 1 minute.');
    expect(errorTextOf('tooManyAttempts', { minutes: 15 })).toBe('Too many attempts. Please try again in 15 minutes.');
  });

  it('when a reason is listed, then its code is a known code and a counted param is one of its placeholders', () => {
    for (const reason of ERROR_REASONS) {
      const entry: { code: string; text: string; count?: string; one?: string } = ERROR_CATALOGUE[reason];
      expect(ERROR_CODES, reason).toContain(entry.code);
      if (entry.count !== undefined) expect(placeholdersOf(entry.text), reason).toContain(entry.count);
      if (entry.one !== undefined) expect(placeholdersOf(entry.one).sort(), reason).toEqual(placeholdersOf(entry.text).sort());
    }
  });
});

import { describe, expect, it, vi } from 'vitest';

vi.mock('./i18n.ts', () => ({ default: { language: 'en' }, currentLanguage: () => 'en' }));
const { formatDate, formatMoney } = await import('./format.ts');

describe('formatting per language', () => {
  it('when the language is Lithuanian, then money is "1 234,56 €" and dates are 2026-11-22', () => {
    expect(formatMoney(1234.56, 'lt').replace(/\s/g, ' ')).toBe('1 234,56 €');
    expect(formatDate('2026-11-22T10:00:00Z', 'lt')).toBe('2026-11-22');
  });

  it('when the language is English, then money is "€1,234.56" and dates are 11/22/2026', () => {
    expect(formatMoney(1234.56, 'en')).toBe('€1,234.56');
    expect(formatDate('2026-11-22T10:00:00Z', 'en')).toBe('11/22/2026');
  });

  it.each([null, undefined, '', 'abc', Number.NaN])('when the amount is %s, then €0.00', (amount) => {
    expect(formatMoney(amount as never, 'en')).toBe('€0.00');
  });
});

import { describe, expect, it } from 'vitest';
import { billingCountryCode, shippingCountryCode } from './migrations/2026-11-28-country-codes.ts';

// Decision 053: what the migration makes of the countries stored as texts before codes.
describe('the country-codes migration', () => {
  it.each([
    ['Lithuania', 'LT'],
    ['Lietuva', 'LT'],
    [' lietuvos respublika ', 'LT'],
    ['lt', 'LT'],
    ['Latvia', 'LV'],
    ['Deutschland', 'DE'],
    ['Ukraina', 'UA'],
  ])('when a billing or shipping country was stored as %j, then it becomes %s', (stored, code) => {
    expect(billingCountryCode(stored)).toBe(code);
    expect(shippingCountryCode(stored)).toBe(code);
  });

  it.each(['Other', 'Atlantis', '', '   '])(
    'when a billing country was stored as %j, then it becomes null (missing, flagged); a shipping country keeps the text',
    (stored) => {
      expect(billingCountryCode(stored)).toBeNull();
      expect(shippingCountryCode(stored)).toBe(stored);
    },
  );

  it('when no billing country was stored, then it stays null', () => {
    expect(billingCountryCode(null)).toBeNull();
  });
});

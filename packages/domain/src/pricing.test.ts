import { describe, expect, it } from 'vitest';
import { defaultWholesaleCents, resolveCustomerPrice, resolvePublicPrice } from './pricing.ts';

describe('price tiers', () => {
  it('when a BAR customer has a custom price, then the custom price wins over the BAR price', () => {
    expect(resolveCustomerPrice({ wholesaleCents: 1000, userType: 'BAR', userTypeCents: 950, customCents: 900 })).toEqual({
      cents: 900,
      level: 'custom',
      source: 'Custom price',
    });
  });

  it('when a BAR customer has no custom price, then the BAR price applies', () => {
    expect(resolveCustomerPrice({ wholesaleCents: 1000, userType: 'BAR', userTypeCents: 1050, customCents: null })).toMatchObject({
      cents: 1050,
      level: 'user_type',
      source: 'BAR price',
    });
  });

  it('when a SHOP customer has no SHOP price, then it pays wholesale', () => {
    expect(resolveCustomerPrice({ wholesaleCents: 1000, userType: 'SHOP', userTypeCents: null, customCents: null })).toMatchObject({
      cents: 1000,
      level: 'wholesale',
    });
  });

  it('when a regular customer meets a type price, then it is ignored', () => {
    expect(resolveCustomerPrice({ wholesaleCents: 1000, userType: null, userTypeCents: 800, customCents: null }).level).toBe('wholesale');
  });

  it('when a custom price is zero, then zero is a price, not a missing one', () => {
    expect(resolveCustomerPrice({ wholesaleCents: 1000, userType: null, userTypeCents: null, customCents: 0 }).cents).toBe(0);
  });

  it('when no public price is set, then visitors see the retail price', () => {
    expect(resolvePublicPrice({ priceExclVatExciseCents: null, retailCents: 2499 })).toEqual({ cents: 2499, level: 'retail' });
    expect(resolvePublicPrice({ priceExclVatExciseCents: 1500, retailCents: 2499 })).toEqual({ cents: 1500, level: 'price_excl_vat' });
  });

  it('when the wholesale price is left empty, then it is 75 % of retail without VAT', () => {
    expect(defaultWholesaleCents(2420)).toBe(1500);
  });
});

import { describe, expect, it } from 'vitest';
import { isPriceBoundReason, priceBoundBreaches, publicPriceBreach, resellerPriceBreach, type BoundedProduct } from './price-bounds.ts';

const product = (over: Partial<BoundedProduct> = {}): BoundedProduct => ({
  sku: 'ALF-002',
  retailCents: 8000,
  wholesaleCents: 4500,
  priceExclVatExciseCents: 5500,
  ...over,
});

describe('price bounds', () => {
  it('when a SHOP price is above the public price, then the breach names the SHOP price and the public price as its limit', () => {
    expect(resellerPriceBreach(product(), 'SHOP', 6000)).toEqual({
      reason: 'shopPriceAbovePublic',
      params: { sku: 'ALF-002', price: '60.00', limit: '55.00' },
    });
  });

  it('when a BAR or customer price equals the public price, then it is within the bound', () => {
    expect(resellerPriceBreach(product(), 'BAR', 5500)).toBeNull();
    expect(resellerPriceBreach(product(), 'customer', 5500)).toBeNull();
    expect(resellerPriceBreach(product(), 'customer', 5501)?.reason).toBe('customerPriceAbovePublic');
  });

  it('when a product has no price excluding VAT and excise, then its retail price is the public price', () => {
    expect(resellerPriceBreach(product({ priceExclVatExciseCents: null }), 'BAR', 8001)?.params.limit).toBe('80.00');
    expect(resellerPriceBreach(product({ priceExclVatExciseCents: null }), 'BAR', 7000)).toBeNull();
  });

  it('when the public price is below the wholesale price, then the breach names the wholesale price as its limit', () => {
    expect(publicPriceBreach(product({ priceExclVatExciseCents: 4000 }))).toEqual({
      reason: 'publicPriceBelowWholesale',
      params: { sku: 'ALF-002', price: '40.00', limit: '45.00' },
    });
    expect(publicPriceBreach(product({ priceExclVatExciseCents: 4500 }))).toBeNull();
  });

  it('when every price holds its order, then there is no breach; else each broken bound is listed', () => {
    expect(priceBoundBreaches(product(), [{ owner: 'SHOP', cents: 5000 }])).toEqual([]);
    expect(priceBoundBreaches(product({ priceExclVatExciseCents: 4000 }), [{ owner: 'SHOP', cents: 5000 }]).map((b) => b.reason)).toEqual([
      'publicPriceBelowWholesale',
      'shopPriceAbovePublic',
    ]);
  });

  it('when a refusal is read, then only the price bounds are confirmable', () => {
    expect(isPriceBoundReason('barPriceAbovePublic')).toBe(true);
    expect(isPriceBoundReason('staleWrite')).toBe(false);
    expect(isPriceBoundReason(undefined)).toBe(false);
  });
});

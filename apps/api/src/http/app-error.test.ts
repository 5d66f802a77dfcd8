import { describe, expect, it } from 'vitest';
import { fail, fieldError } from './app-error.ts';

describe('AppError from the catalogue', () => {
  it('when a refusal is built, then its code, status, English text and params come from its reason', () => {
    const refusal = fail('insufficientStock', { product: 'Hawaii', available: 3 });
    expect([refusal.code, refusal.status, refusal.message, refusal.params]).toEqual([
      'INSUFFICIENT_STOCK',
      409,
      'Only 3 of "Hawaii" in stock',
      { product: 'Hawaii', available: 3 },
    ]);
    expect(fail('cartEmpty').params).toBeUndefined();
  });

  it('when a field is refused, then the details hold its English text and the fields its key', () => {
    const refusal = fieldError('skuTaken', 'sku', 'skuTaken');
    expect([refusal.code, refusal.details, refusal.fields?.keys]).toEqual([
      'CONFLICT',
      { sku: 'Another product already has this SKU' },
      { sku: 'skuTaken' },
    ]);
  });

  it('when params are missing or wrong, then the program does not compile', () => {
    // @ts-expect-error insufficientStock needs the product and the units available
    expect(() => fail('insufficientStock')).not.toThrow();
    // @ts-expect-error a param the text does not have
    expect(fail('outOfStock', { product: 'A', extra: 1 }).code).toBe('OUT_OF_STOCK');
    // @ts-expect-error cartEmpty has no params
    expect(fail('cartEmpty', { product: 'A' }).code).toBe('CART_EMPTY');
  });
});

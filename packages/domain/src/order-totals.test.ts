import { describe, expect, it } from 'vitest';
import { orderTotals, vatPartsOf } from './order-totals.ts';

describe('order totals', () => {
  it('when the subtotal is under €200, then a €30 fee is added and VAT is charged on both', () => {
    expect(orderTotals([{ unitCents: 1000, quantity: 10 }])).toEqual({ subtotal: 10000, shipping: 3000, tax: 2730, total: 15730 });
  });

  it('when the subtotal is exactly €200, then there is no fee', () => {
    expect(orderTotals([{ unitCents: 2000, quantity: 10 }])).toEqual({ subtotal: 20000, shipping: 0, tax: 4200, total: 24200 });
  });

  it('when VAT has half a cent, then it rounds up once for the whole order', () => {
    // (20050 + 0) × 0.21 = 4210.5 → 4211
    expect(orderTotals([{ unitCents: 4010, quantity: 5 }]).tax).toBe(4211);
  });

  it('when the cart is empty, then everything is zero', () => {
    expect(orderTotals([])).toEqual({ subtotal: 0, shipping: 0, tax: 0, total: 0 });
  });
});

describe('a document by VAT rate', () => {
  it('when an invoice or a credit note is split by rate, then its one 21 % part carries the lines and the fee as net and its VAT, signs kept', () => {
    expect(vatPartsOf({ subtotal_cents: 9000, shipping_cents: 3000, tax_cents: 2520 })).toEqual([
      { ratePercent: 21, netCents: 12000, vatCents: 2520 },
    ]);
    expect(vatPartsOf({ subtotal_cents: -9000, shipping_cents: 0, tax_cents: -1890 })).toEqual([
      { ratePercent: 21, netCents: -9000, vatCents: -1890 },
    ]);
  });
});

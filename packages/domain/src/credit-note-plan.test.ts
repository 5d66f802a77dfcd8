import { describe, expect, it } from 'vitest';
import { linesLeft, planCreditNote, unitsOf } from './credit-note-plan.ts';

const invoice = [{ sku: 'A-1', quantity: 3, unit_price_cents: 1500, total_price_cents: 4500 }];

describe('what a credit note may take back', () => {
  it('when an earlier note has lines without a kind (issued before price corrections), then they count as returned units', () => {
    const left = linesLeft(invoice, [[{ sku: 'a-1', quantity: -1, unit_price_cents: 1500, total_price_cents: -1500 }]]);
    expect(unitsOf(left.get('a-1')!)).toBe(2);
  });

  it('when units were corrected to a lower price, then they stay on the line at that price and are returned last', () => {
    const left = linesLeft(invoice, [
      [
        {
          sku: 'A-1',
          quantity: -1,
          unit_price_cents: 300,
          total_price_cents: -300,
          kind: 'price_correction',
          invoiced_unit_price_cents: 1500,
          corrected_unit_price_cents: 1200,
        },
      ],
    ]);
    expect(left.get('a-1')!.tiers).toEqual([
      { unitCents: 1500, units: 2 },
      { unitCents: 1200, units: 1 },
    ]);
    const plan = planCreditNote(left, { subtotal: 4200, shipping: 3000, tax: 1512 }, { items: [{ sku: 'A-1', quantity: 3 }] });
    // Every unit back closes the invoice: exactly what is left, fee and VAT included.
    expect(plan).toMatchObject({ subtotal: -4200, shipping: -3000, tax: -1512, total: -8712, discount: 0, closes: true });
  });
});

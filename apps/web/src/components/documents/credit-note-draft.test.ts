import { describe, expect, it } from 'vitest';
import type { CreditNote, Invoice } from '@shop/domain';
import { amountsLeftOn, leftOn, readDraft, type CreditDraft } from './credit-note-draft.ts';

const item = (sku: string, quantity: number, unit_price: number) => ({
  brand: 'B',
  name: 'N',
  flavor: 'F',
  weight: '50g',
  sku,
  quantity,
  unit_price,
  total_price: quantity * unit_price,
  product_name: 'B N 50g',
  product_sku: sku,
});
// 3 × €15.00 and 3 × €15.00: €90.00, €30.00 fee, €25.20 VAT.
const invoice = { items: [item('A-1', 3, 15), item('B-1', 3, 15)], subtotal: 90, shipping_amount: 30, tax_amount: 25.2 } as unknown as Invoice;
const draft = (change: Partial<CreditDraft>): CreditDraft => ({ scope: 'chosen', lines: {}, discount: '', ...change });
const read = (d: CreditDraft, notes: CreditNote[] = []) => readDraft(d, leftOn(invoice, notes), amountsLeftOn(invoice, notes));

describe('the credit-note draft', () => {
  it('when a price is corrected with a decimal comma, then the request carries euros and the preview the credited net, VAT and total', () => {
    const reading = read(draft({ lines: { 'A-1': { mode: 'price_correction', quantity: '3', price: '12,00' } } }));
    expect(reading).toMatchObject({
      body: { items: [{ sku: 'A-1', quantity: 3, unit_price: 12 }] },
      plan: { subtotal: -900, shipping: 0, tax: -189, total: -1089 },
    });
  });

  it('when a discount is typed as "10,5", then it is read as €10.50 with VAT rounded half-up', () => {
    expect(read(draft({ discount: '10,5' }))).toMatchObject({ body: { discount_amount: 10.5 }, plan: { subtotal: -1050, tax: -221, total: -1271 } });
  });

  it('when the corrected price is not below the price left, then the preview gives the refusal the API would give', () => {
    const corrected = {
      items: [{ ...item('A-1', -3, 3), total_price: -9, kind: 'price_correction', invoiced_unit_price: 15, corrected_unit_price: 12 }],
      subtotal: -9,
      shipping_amount: 0,
      tax_amount: -1.89,
    } as unknown as CreditNote;
    const reading = read(draft({ lines: { 'A-1': { mode: 'price_correction', quantity: '1', price: '13' } } }), [corrected]);
    expect(reading).toMatchObject({ refusal: { reason: 'creditPriceNotLower', params: { price: '12.00' } } });
  });

  it('when nothing is chosen or a field cannot be read, then the draft says which field', () => {
    expect(read(draft({}))).toEqual({ errors: { lines: 'chooseLines' } });
    expect(read(draft({ lines: { 'A-1': { mode: 'price_correction', quantity: '1,5', price: '12.345' } }, discount: '0' }))).toEqual({
      errors: { 'A-1.quantity': 'quantityInvalid', 'A-1.price': 'priceInvalid', discount: 'amountInvalid' },
    });
  });
});

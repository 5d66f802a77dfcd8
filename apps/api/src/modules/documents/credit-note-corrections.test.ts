import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { invoicedOrder } from '../../test/invoiced.ts';
import { isafValues } from '../../test/isaf-xml.ts';
import { expectNoServerError, stockOf } from '../../test/parallel.ts';
import { pdfText } from '../../test/pdf-text.ts';

// Decision 055: credit notes that correct a price or give a discount on the whole invoice.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => new Date('2026-11-22T10:00:00Z') });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const invoiced = (language: 'en' | 'lt' = 'en') => invoicedOrder(t, admin, language);
const credit = (invoiceId: number, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/invoices/admin/${invoiceId}/credit-note`, headers: bearer(admin), payload: body });
const amounts = (note: { subtotal: number; shipping_amount: number; tax_amount: number; total_amount: number; discount_amount: number }) => ({
  subtotal: note.subtotal,
  shipping_amount: note.shipping_amount,
  tax_amount: note.tax_amount,
  total_amount: note.total_amount,
  discount_amount: note.discount_amount,
});
const lines = (note: { items: Array<{ sku: string; kind: string; quantity: number; unit_price: number; total_price: number }> }) =>
  note.items.map((item) => [item.sku, item.kind, item.quantity, item.unit_price, item.total_price]);
const pdfOf = async (id: number, lang: 'en' | 'lt') =>
  (
    await pdfText((await t.app.inject({ method: 'GET', url: `/api/credit-notes/admin/${id}/pdf?lang=${lang}`, headers: bearer(admin) })).rawPayload)
  ).replace(/\s+/g, ' ');
/** What every credit note on the invoice took back together, in cents. */
async function creditedCents(invoiceId: number): Promise<number> {
  const notes = (await t.app.inject({ method: 'GET', url: `/api/credit-notes/admin/all?invoice_id=${invoiceId}`, headers: bearer(admin) })).json()
    .creditNotes as Array<{ total_amount: number }>;
  return notes.reduce((sum, note) => sum + Math.round(note.total_amount * 100), 0);
}

describe('credit notes that correct a price', () => {
  it('when 3 units at €15.00 are corrected to €12.00, then €9.00 and its VAT are credited, the PDF line shows both prices, i.SAF reports the totals, and stock stays even with "goods returned"', async () => {
    const { invoice, skus, products } = await invoiced('lt');
    const created = await credit(invoice.id, {
      reason: 'Kainos klaida',
      items: [{ sku: skus[0], quantity: 3, unit_price: 12 }],
      goods_returned: true,
    });
    expect(created.statusCode).toBe(201);
    const note = created.json().creditNote;
    expect(amounts(note)).toEqual({ subtotal: -9, shipping_amount: 0, tax_amount: -1.89, total_amount: -10.89, discount_amount: 0 });
    expect(lines(note)).toEqual([[skus[0], 'price_correction', -3, 3, -9]]);
    expect(note.items[0]).toMatchObject({ invoiced_unit_price: 15, corrected_unit_price: 12 });
    expect([await stockOf(t.db, products[0]), await stockOf(t.db, products[1])]).toEqual([47, 47]);

    const text = await pdfOf(note.id, 'lt');
    expect(text).toContain('Kainos korekcija: 15,00 € → 12,00 €');
    expect(text).toContain('-3 vnt.');
    expect(await pdfOf(note.id, 'en')).toContain('Price correction: €15.00 → €12.00');

    // i.SAF reports the note's totals: €9.00 taxable, €1.89 VAT, both negative.
    const xml = (await t.app.inject({ method: 'GET', url: '/api/invoices/admin/isaf?from=2026-11-01&to=2026-11-30', headers: bearer(admin) })).body;
    const at = isafValues(xml, 'InvoiceNo').indexOf(note.credit_note_number);
    expect(at).toBeGreaterThanOrEqual(0);
    expect([isafValues(xml, 'TaxableValue', at), isafValues(xml, 'Amount', at)]).toEqual([['-9.00'], ['-1.89']]);
  });

  it('when a price is corrected twice, then the second correction credits from the corrected price, and returned units come back at the price they have now', async () => {
    const { invoice, skus, products } = await invoiced();
    await credit(invoice.id, { reason: 'First', items: [{ sku: skus[0], quantity: 3, unit_price: 12 }] });
    const second = (await credit(invoice.id, { reason: 'Second', items: [{ sku: skus[0], quantity: 2, unit_price: 10 }] })).json().creditNote;
    expect(lines(second)).toEqual([[skus[0], 'price_correction', -2, 2, -4]]);
    expect(second.items[0]).toMatchObject({ invoiced_unit_price: 12, corrected_unit_price: 10 });
    // Units at 12 are returned before those at 10.
    const back = (await credit(invoice.id, { reason: 'Returned', items: [{ sku: skus[0], quantity: 2 }], goods_returned: true })).json().creditNote;
    expect(lines(back)).toEqual([
      [skus[0], 'returned', -1, 12, -12],
      [skus[0], 'returned', -1, 10, -10],
    ]);
    expect(amounts(back)).toMatchObject({ subtotal: -22, tax_amount: -4.62 });
    expect(await stockOf(t.db, products[0])).toBe(49);
    const higher = await credit(invoice.id, { reason: 'x', items: [{ sku: skus[0], quantity: 1, unit_price: 10 }] });
    expect([higher.statusCode, higher.json().reason, higher.json().error]).toEqual([
      409,
      'creditPriceNotLower',
      `The corrected price of SKU ${skus[0]} must be below 10.00 €, its price on the invoice`,
    ]);
  });

  it('when a discount on the whole invoice is credited, then its net and the VAT on it rounded half-up are credited with no line, printed in both languages', async () => {
    const { invoice } = await invoiced('lt');
    const created = await credit(invoice.id, { reason: 'Nuolaida', discount_amount: 10.5 });
    expect(created.statusCode).toBe(201);
    const note = created.json().creditNote;
    // 21 % of €10.50 is €2.205: €2.21.
    expect(amounts(note)).toEqual({ subtotal: -10.5, shipping_amount: 0, tax_amount: -2.21, total_amount: -12.71, discount_amount: -10.5 });
    expect(note.items).toEqual([]);
    expect(await pdfOf(note.id, 'lt')).toContain('Nuolaida visai sąskaitai \u221210,50 €');
    expect(await pdfOf(note.id, 'en')).toContain('Discount on the whole invoice -€10.50');
  });

  it('when returned units, a price correction and a discount make one note and the rest is credited after, then the notes add up to the invoice to the cent', async () => {
    const { invoice, skus, products } = await invoiced();
    const first = await credit(invoice.id, {
      reason: 'Mixed',
      items: [
        { sku: skus[1], quantity: 1 },
        { sku: skus[0].toLowerCase(), quantity: 2, unit_price: 14.99 },
      ],
      discount_amount: 5,
      goods_returned: true,
    });
    expect(first.statusCode).toBe(201);
    const note = first.json().creditNote;
    expect(lines(note)).toEqual([
      [skus[1], 'returned', -1, 15, -15],
      [skus[0], 'price_correction', -2, 0.01, -0.02],
    ]);
    expect(amounts(note)).toEqual({ subtotal: -20.02, shipping_amount: 0, tax_amount: -4.2, total_amount: -24.22, discount_amount: -5 });
    // Only the returned units came back; the corrected ones stay with the buyer.
    expect([await stockOf(t.db, products[0]), await stockOf(t.db, products[1])]).toEqual([47, 48]);

    const rest = (await credit(invoice.id, { reason: 'The rest' })).json().creditNote;
    expect(lines(rest)).toEqual([
      [skus[0], 'returned', -1, 15, -15],
      [skus[0], 'returned', -2, 14.99, -29.98],
      [skus[1], 'returned', -2, 15, -30],
    ]);
    // The goods come back at their prices, less the discount credited before; the fee and VAT left close the invoice.
    expect(amounts(rest)).toEqual({ subtotal: -69.98, shipping_amount: -30, tax_amount: -21, total_amount: -120.98, discount_amount: 5 });
    expect(await creditedCents(invoice.id)).toBe(-14_520);
    expect((await credit(invoice.id, { reason: 'Again', discount_amount: 1 })).statusCode).toBe(409);
  });

  it('when more is asked than a line or the invoice holds, then it is refused with the SKU or the amount left, and nothing is issued', async () => {
    const { invoice, skus } = await invoiced();
    const tooMany = await credit(invoice.id, { reason: 'x', items: [{ sku: skus[0], quantity: 4, unit_price: 1 }] });
    expect([tooMany.statusCode, tooMany.json().error]).toEqual([409, `Only 3 units of SKU ${skus[0]} can still be credited`]);
    const same = await credit(invoice.id, { reason: 'x', items: [{ sku: skus[0], quantity: 1, unit_price: 15 }] });
    expect([same.statusCode, same.json().params]).toEqual([409, { sku: skus[0], price: '15.00' }]);
    const bigDiscount = await credit(invoice.id, { reason: 'x', discount_amount: 90.01 });
    expect([bigDiscount.statusCode, bigDiscount.json().error]).toEqual([
      409,
      `Only 90.00 € excluding VAT can still be credited on invoice ${invoice.invoice_number}`,
    ]);
    expect(await creditedCents(invoice.id)).toBe(0);

    // A discount of every euro of goods leaves the fee: returning units then credits no more goods.
    const all = (await credit(invoice.id, { reason: 'Goods free', discount_amount: 85 })).json().creditNote;
    expect(amounts(all)).toEqual({ subtotal: -85, shipping_amount: 0, tax_amount: -17.85, total_amount: -102.85, discount_amount: -85 });
    const unit = await credit(invoice.id, { reason: 'x', items: [{ sku: skus[1], quantity: 1 }] });
    expect([unit.statusCode, unit.json().params]).toEqual([409, { amount: '5.00', number: invoice.invoice_number }]);
    const discountOnLast = await credit(invoice.id, {
      reason: 'x',
      items: [
        { sku: skus[0], quantity: 3 },
        { sku: skus[1], quantity: 3 },
      ],
      discount_amount: 1,
    });
    expect(discountOnLast.statusCode).toBe(409);
    // The last note takes back exactly what is left: €5.00 of goods, the fee and the VAT.
    const last = (await credit(invoice.id, { reason: 'Order withdrawn' })).json().creditNote;
    expect(amounts(last)).toEqual({ subtotal: -5, shipping_amount: -30, tax_amount: -7.35, total_amount: -42.35, discount_amount: 85 });
    expect(await creditedCents(invoice.id)).toBe(-14_520);
  });

  it('when the amounts are malformed, then the request is refused with 400 and the field, never a server error', async () => {
    const { invoice, skus } = await invoiced();
    const bodies = [
      { reason: 'x', items: [{ sku: skus[0], quantity: 1, unit_price: -1 }] },
      { reason: 'x', items: [{ sku: skus[0], quantity: 1, unit_price: 12.345 }] },
      { reason: 'x', items: [{ sku: skus[0], quantity: 1, unit_price: '12' }] },
      { reason: 'x', items: [{ sku: skus[0], quantity: 1, unit_price: null }] },
      { reason: 'x', items: [{ sku: skus[0], quantity: 1, unit_price: 1e9 }] },
      { reason: 'x', items: [{ sku: skus[0], quantity: 1.5, unit_price: 1 }] },
      { reason: 'x', discount_amount: 0 },
      { reason: 'x', discount_amount: -5 },
      { reason: 'x', discount_amount: 0.001 },
      { reason: 'x', discount_amount: '5' },
      { reason: 'x', discount_amount: 1e12 },
      { reason: 'x', items: [{ sku: skus[0], quantity: 1, price: 1 }] },
    ];
    const answers = await Promise.all(bodies.map((body) => credit(invoice.id, body)));
    expectNoServerError(answers);
    expect(answers.map((a) => a.statusCode)).toEqual(bodies.map(() => 400));
    expect(answers[1]!.json().details).toEqual({ 'items.0.unit_price': 'Enter the amount in whole cents (at most two decimals)' });
    expect(answers[7]!.json().details).toEqual({ discount_amount: 'Enter an amount of more than 0 €' });
    expect(await creditedCents(invoice.id)).toBe(0);
  });

  it('when price corrections and discounts on one invoice arrive at once on two instances, then together they never credit more than the invoice', async () => {
    const { invoice, skus } = await invoiced();
    const instances = [t.app, await t.peer()];
    const bodies = [
      { reason: 'A', discount_amount: 50 },
      { reason: 'B', items: [{ sku: skus[0], quantity: 3, unit_price: 0 }] },
      { reason: 'C', discount_amount: 50 },
      { reason: 'D', items: [{ sku: skus[0], quantity: 3, unit_price: 0 }] },
      { reason: 'E', items: [{ sku: skus[1], quantity: 3, unit_price: 1 }], discount_amount: 20 },
      { reason: 'F', discount_amount: 50 },
    ];
    const answers = await Promise.all(
      bodies.map((payload, i) =>
        instances[i % 2]!.inject({ method: 'POST', url: `/api/invoices/admin/${invoice.id}/credit-note`, headers: bearer(admin), payload }),
      ),
    );
    expectNoServerError(answers);
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 201).length).toBeGreaterThan(0);
    const notes = (await t.app.inject({ method: 'GET', url: `/api/credit-notes/admin/all?invoice_id=${invoice.id}`, headers: bearer(admin) })).json()
      .creditNotes as Array<{ subtotal: number }>;
    const goods = notes.reduce((sum, note) => sum + Math.round(note.subtotal * 100), 0);
    expect(goods).toBeGreaterThanOrEqual(-9000);
    expect(await creditedCents(invoice.id)).toBeGreaterThanOrEqual(-14_520);
    // Whatever was issued, the last note still closes the invoice to the cent.
    expect((await credit(invoice.id, { reason: 'Close' })).statusCode).toBe(201);
    expect(await creditedCents(invoice.id)).toBe(-14_520);
  });
});

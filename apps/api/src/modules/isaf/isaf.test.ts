import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { isafInvoice, isafValues } from '../../test/isaf-xml.ts';
import { createProducts } from '../../test/products.ts';
import { placedOrder } from '../../test/shoppers.ts';
import { checkIsafFile } from './isaf-tree.ts';

let clock = new Date('2026-10-30T10:00:00Z');
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => clock });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** An ended order of 2 × €100.00 (no fee: €200.00 + €42.00 VAT), invoiced today; `vat` the buyer's VAT code. */
async function invoiceOf(vat: string | null) {
  const [product] = await createProducts(t.db, 1, { stock: 10, wholesale_price_cents: 10000 });
  const { who, order } = await placedOrder(t.app, t.db, [[product!, 2]]);
  await t.db.updateTable('users').set({ tax_id: vat }).where('id', '=', who.userId).execute();
  // The order's billing snapshot is frozen at checkout: set the VAT code there too.
  const row = await t.db.selectFrom('orders').select('customer_snapshot').where('id', '=', order.id).executeTakeFirstOrThrow();
  const snapshot = { ...JSON.parse(row.customer_snapshot), vat_number: vat };
  await t.db
    .updateTable('orders')
    .set({ customer_snapshot: JSON.stringify(snapshot) })
    .where('id', '=', order.id)
    .execute();
  await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'ended' });
  return { userId: who.userId, invoice: (await call(admin, 'GET', `/api/invoices/order/${order.id}`)).json().invoice };
}

describe('the i.SAF export', () => {
  it("when a month has invoices and a credit note on last month's invoice, then its file lists each by date with its type, buyer, totals and reference, and passes the element tree", async () => {
    clock = new Date('2026-10-30T10:00:00Z');
    const october = await invoiceOf('LT100001234567');
    clock = new Date('2026-11-05T10:00:00Z');
    const withVat = await invoiceOf('LT100007654321');
    const withoutVat = await invoiceOf(null);
    clock = new Date('2026-11-06T10:00:00Z');
    const note = (
      await call(admin, 'POST', `/api/invoices/admin/${october.invoice.id}/credit-note`, {
        reason: 'Returned',
        items: [{ sku: october.invoice.items[0].sku, quantity: 1 }],
      })
    ).json().creditNote;
    clock = new Date('2026-12-05T08:00:00Z');

    const answer = await call(admin, 'GET', '/api/invoices/admin/isaf?from=2026-11-01&to=2026-11-30');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="isaf-2026-11.xml"');
    const xml = answer.body;
    expect(checkIsafFile(xml)).toEqual([]);
    expect(isafValues(xml, 'DataType')).toEqual(['S']);
    expect(isafValues(xml, 'RegistrationNumber')[0]).toBe('305000001');
    expect(isafValues(xml, 'FileDateCreated')).toEqual(['2026-12-05T10:00:00']);
    expect([isafValues(xml, 'SelectionStartDate'), isafValues(xml, 'SelectionEndDate')]).toEqual([['2026-11-01'], ['2026-11-30']]);
    expect(isafValues(xml, 'InvoiceNo')).toEqual([withVat.invoice.invoice_number, withoutVat.invoice.invoice_number, note.credit_note_number]);
    expect(isafValues(xml, 'InvoiceType')).toEqual(['SF', 'SF', 'KS']);

    const first = isafInvoice(xml, 0);
    expect(isafValues(first, 'CustomerID')).toEqual([String(withVat.userId)]);
    expect(isafValues(first, 'VATRegistrationNumber')).toEqual(['LT100007654321']);
    expect(isafValues(first, 'Country')).toEqual(['LT']);
    expect(isafValues(first, 'InvoiceDate')).toEqual(['2026-11-05']);
    expect([
      isafValues(first, 'TaxableValue'),
      isafValues(first, 'TaxCode'),
      isafValues(first, 'TaxPercentage'),
      isafValues(first, 'Amount'),
    ]).toEqual([['200.00'], ['PVM1'], ['21'], ['42.00']]);
    expect(first).not.toContain('<References>');
    expect(isafValues(isafInvoice(xml, 1), 'VATRegistrationNumber')).toEqual(['ND']);

    const credit = isafInvoice(xml, 2);
    expect([isafValues(credit, 'ReferenceNo'), isafValues(credit, 'ReferenceDate')]).toEqual([[october.invoice.invoice_number], ['2026-10-30']]);
    expect([isafValues(credit, 'TaxableValue'), isafValues(credit, 'Amount')]).toEqual([['-100.00'], ['-21.00']]);

    const octoberFile = (await call(admin, 'GET', '/api/invoices/admin/isaf?from=2026-10-01&to=2026-10-31')).body;
    expect(isafValues(octoberFile, 'InvoiceNo')).toEqual([october.invoice.invoice_number]);
  });

  it('when an invoice of the period was cancelled, then the file reports it as AN', async () => {
    clock = new Date('2027-02-03T10:00:00Z');
    const { invoice } = await invoiceOf(null);
    await call(admin, 'PATCH', `/api/invoices/admin/${invoice.id}/status`, { status: 'cancelled' });
    const xml = (await call(admin, 'GET', '/api/invoices/admin/isaf?from=2027-02-01&to=2027-02-28')).body;
    expect(checkIsafFile(xml)).toEqual([]);
    expect([isafValues(xml, 'InvoiceNo'), isafValues(xml, 'InvoiceType')]).toEqual([[invoice.invoice_number], ['AN']]);
  });

  it('when the period is malformed or the asker is no administrator, then it is refused and no file is made', async () => {
    const bad = await call(admin, 'GET', '/api/invoices/admin/isaf?from=2026-11-31&to=2026-11-30');
    expect([bad.statusCode, bad.json().details]).toEqual([400, { from: 'Enter a date as YYYY-MM-DD' }]);
    const reversed = await call(admin, 'GET', '/api/invoices/admin/isaf?from=2026-12-01&to=2026-11-30');
    expect([reversed.statusCode, reversed.json().details]).toEqual([400, { to: 'The start date must not be after the end date' }]);
    expect((await call(admin, 'GET', '/api/invoices/admin/isaf')).statusCode).toBe(400);
    const { token } = await login(t.app, (await createUser(t.db)).email);
    expect((await call(token, 'GET', '/api/invoices/admin/isaf?from=2026-11-01&to=2026-11-30')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/invoices/admin/isaf?from=2026-11-01&to=2026-11-30' })).statusCode).toBe(401);
  });

  it("when the seller's company code is missing, then the export says to enter it first", async () => {
    const settings = (await call(admin, 'GET', '/api/invoices/settings')).json();
    expect(
      (await call(admin, 'PUT', '/api/invoices/settings', { company: { version: settings.company.version, company_code: null } })).statusCode,
    ).toBe(200);
    const refused = await call(admin, 'GET', '/api/invoices/admin/isaf?from=2026-11-01&to=2026-11-30');
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      "Enter the seller's company code (9 digits) in the invoice settings before exporting i.SAF",
    ]);
  });
});

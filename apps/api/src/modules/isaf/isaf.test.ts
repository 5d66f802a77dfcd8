import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { isafSchemaErrors } from '../../test/isaf-schema.ts';
import { isafChildCount, isafValues } from '../../test/isaf-xml.ts';
import { createProducts } from '../../test/products.ts';
import { placedOrder } from '../../test/shoppers.ts';

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

/** An ended order of 2 × €100.00 (no fee: €200.00 + €42.00 VAT), invoiced today to a Lithuanian buyer; `vat` the buyer's VAT code. */
async function invoiceOf(vat: string | null) {
  const [product] = await createProducts(t.db, 1, { stock: 10, wholesale_price_cents: 10000 });
  const { order } = await placedOrder(t.app, t.db, [[product!, 2]]);
  // The order's billing snapshot is frozen at checkout: set the VAT code there.
  const row = await t.db.selectFrom('orders').select('customer_snapshot').where('id', '=', order.id).executeTakeFirstOrThrow();
  await t.db
    .updateTable('orders')
    .set({ customer_snapshot: JSON.stringify({ ...JSON.parse(row.customer_snapshot), vat_number: vat }) })
    .where('id', '=', order.id)
    .execute();
  expect((await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'ended' })).statusCode).toBe(200);
  return (await call(admin, 'GET', `/api/invoices/order/${order.id}`)).json().invoice as {
    id: number;
    invoice_number: string;
    items: Array<{ sku: string }>;
  };
}

/** An invoice's buyer as a document issued before countries were codes froze it (decision 053 keeps such snapshots as written). */
async function storedBuyer(invoiceId: number, changes: Record<string, string | null>) {
  const row = await t.db.selectFrom('invoices').select('customer_snapshot').where('id', '=', invoiceId).executeTakeFirstOrThrow();
  await t.db
    .updateTable('invoices')
    .set({ customer_snapshot: JSON.stringify({ ...JSON.parse(row.customer_snapshot), ...changes }) })
    .where('id', '=', invoiceId)
    .execute();
}

const isafOf = async (from: string, to: string) => {
  const answer = await call(admin, 'GET', `/api/invoices/admin/isaf?from=${from}&to=${to}`);
  expect(answer.statusCode).toBe(200);
  return answer;
};

describe('the i.SAF export', () => {
  it("when a month has invoices, a partial and a full credit note and a cancelled invoice, then VMI's schema accepts its file, which lists each by date with its type, buyer, totals and References", async () => {
    clock = new Date('2026-10-30T10:00:00Z');
    const october = await invoiceOf('LT100001234567');
    clock = new Date('2026-11-05T10:00:00Z');
    const withVat = await invoiceOf('LT100007654321');
    const withoutVat = await invoiceOf(null);
    const cancelled = await invoiceOf(null);
    clock = new Date('2026-11-06T10:00:00Z');
    const credit = (id: number, payload: object) => call(admin, 'POST', `/api/invoices/admin/${id}/credit-note`, { reason: 'Returned', ...payload });
    const partial = (await credit(october.id, { items: [{ sku: october.items[0]!.sku, quantity: 1 }], goods_returned: true })).json().creditNote;
    const full = (await credit(withVat.id, {})).json().creditNote;
    clock = new Date('2026-11-07T10:00:00Z');
    const cancelling = await call(admin, 'PATCH', `/api/invoices/admin/${cancelled.id}/status`, { status: 'cancelled', reason: 'Wrong buyer' });
    expect(cancelling.statusCode).toBe(200);
    clock = new Date('2026-12-05T08:00:00Z');

    const answer = await isafOf('2026-11-01', '2026-11-30');
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="isaf-2026-11.xml"');
    const xml = answer.body;
    expect(await isafSchemaErrors(xml)).toEqual([]);
    expect(isafValues(xml, 'DataType')).toEqual(['S']);
    expect(isafValues(xml, 'RegistrationNumber')[0]).toBe('305000001');
    expect(isafValues(xml, 'FileDateCreated')).toEqual(['2026-12-05T10:00:00']);
    expect([isafValues(xml, 'SelectionStartDate'), isafValues(xml, 'SelectionEndDate')]).toEqual([['2026-11-01'], ['2026-11-30']]);
    expect(isafValues(xml, 'InvoiceNo')).toEqual([
      withVat.invoice_number,
      withoutVat.invoice_number,
      cancelled.invoice_number,
      partial.credit_note_number,
      full.credit_note_number,
    ]);
    expect(isafValues(xml, 'InvoiceType')).toEqual(['SF', 'SF', 'AN', 'KS', 'KS']);
    expect(isafValues(xml, 'CustomerID')).toEqual([]);

    expect(isafValues(xml, 'VATRegistrationNumber', 0)).toEqual(['LT100007654321']);
    expect(isafValues(xml, 'Country', 0)).toEqual(['LT']);
    expect(isafValues(xml, 'InvoiceDate', 0)).toEqual(['2026-11-05']);
    expect(['TaxableValue', 'TaxCode', 'TaxPercentage', 'Amount'].map((name) => isafValues(xml, name, 0))).toEqual([
      ['200.00'],
      ['PVM1'],
      ['21'],
      ['42.00'],
    ]);
    expect(isafValues(xml, 'VATRegistrationNumber', 1)).toEqual(['ND']);
    expect(isafValues(xml, 'RegistrationNumber', 1)).toEqual(['300000001']);

    // References on every document; filled on the credit notes, with the corrected invoice (October's too).
    expect([0, 1, 2].map((n) => isafValues(xml, 'Reference', n).length)).toEqual([0, 0, 0]);
    expect([0, 1, 2, 3, 4].map((n) => isafValues(xml, 'References', n).length)).toEqual([1, 1, 1, 1, 1]);
    expect([3, 4].map((n) => [isafValues(xml, 'ReferenceNo', n), isafValues(xml, 'ReferenceDate', n)])).toEqual([
      [[october.invoice_number], ['2026-10-30']],
      [[withVat.invoice_number], ['2026-11-05']],
    ]);
    expect([3, 4].map((n) => [isafValues(xml, 'TaxableValue', n), isafValues(xml, 'Amount', n)])).toEqual([
      [['-100.00'], ['-21.00']],
      [['-200.00'], ['-42.00']],
    ]);

    const octoberFile = (await isafOf('2026-10-01', '2026-10-31')).body;
    expect(await isafSchemaErrors(octoberFile)).toEqual([]);
    expect(isafValues(octoberFile, 'InvoiceNo')).toEqual([october.invoice_number]);
  });

  it("when a month has no document, then its file has no SalesInvoices and VMI's schema accepts it", async () => {
    const xml = (await isafOf('2025-01-01', '2025-01-31')).body;
    expect(await isafSchemaErrors(xml)).toEqual([]);
    expect(isafChildCount(xml, 'SourceDocuments')).toBe(0);
    expect(isafChildCount(xml, 'SalesInvoices')).toBeNull();
    expect(isafValues(xml, 'Invoice')).toEqual([]);
  });

  it('when a buyer\'s country was stored as "Ukraina" and it has no VAT code, then the file names it UA with ND, its company code and name, and VMI\'s schema accepts it', async () => {
    clock = new Date('2027-01-12T10:00:00Z');
    const invoice = await invoiceOf(null);
    await storedBuyer(invoice.id, { country: 'Ukraina', vat_number: null, company_reg_number: '40075815', company_name: 'TOV Kalian Ukraina' });
    const xml = (await isafOf('2027-01-01', '2027-01-31')).body;
    expect(await isafSchemaErrors(xml)).toEqual([]);
    expect(['VATRegistrationNumber', 'RegistrationNumber', 'Country', 'Name'].map((name) => isafValues(xml, name, 0))).toEqual([
      ['ND'],
      ['40075815'],
      ['UA'],
      ['TOV Kalian Ukraina'],
    ]);
  });

  it('when a stored buyer country names no country, then the export is refused naming the document and the text, never a guess', async () => {
    clock = new Date('2027-03-10T10:00:00Z');
    const invoice = await invoiceOf(null);
    await storedBuyer(invoice.id, { country: 'Atlantis' });
    const refused = await call(admin, 'GET', '/api/invoices/admin/isaf?from=2027-03-01&to=2027-03-31');
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      `Cannot export i.SAF: the buyer's country on ${invoice.invoice_number} is "Atlantis", which names no country (i.SAF needs its two-letter ISO code)`,
    ]);
  });

  it("when a document's stored buyer has no company name, then the export is refused naming the document (409), not a server error", async () => {
    clock = new Date('2027-06-10T10:00:00Z');
    const invoice = await invoiceOf(null);
    await storedBuyer(invoice.id, { company_name: null });
    const refused = await call(admin, 'GET', '/api/invoices/admin/isaf?from=2027-06-01&to=2027-06-30');
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      `Cannot export i.SAF: the buyer stored on ${invoice.invoice_number} cannot be read (its company name, company code, VAT code or country is missing or not text)`,
    ]);
  });

  it("when a document's buyer had no country stored, then Country is nil beside its VAT code and VMI's schema accepts the file", async () => {
    clock = new Date('2027-04-10T10:00:00Z');
    const invoice = await invoiceOf('LT100007654321');
    await storedBuyer(invoice.id, { country: null });
    const xml = (await isafOf('2027-04-01', '2027-04-30')).body;
    expect(await isafSchemaErrors(xml)).toEqual([]);
    expect([isafValues(xml, 'VATRegistrationNumber', 0), isafValues(xml, 'Country', 0)]).toEqual([['LT100007654321'], [null]]);
  });

  it("when a buyer's company code is longer than i.SAF carries, then the export is refused naming the document, not a file VMI rejects", async () => {
    clock = new Date('2027-05-10T10:00:00Z');
    const invoice = await invoiceOf(null);
    const code = '1'.repeat(36);
    await storedBuyer(invoice.id, { company_reg_number: code });
    const refused = await call(admin, 'GET', '/api/invoices/admin/isaf?from=2027-05-01&to=2027-05-31');
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      `Cannot export i.SAF: on ${invoice.invoice_number}, RegistrationNumber "${code}" is longer than the 35 characters VMI's schema allows`,
    ]);
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

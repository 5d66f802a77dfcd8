import { simpleParser } from 'mailparser';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_PRE_INVOICE_TERMS_MESSAGE, SHOP_PRE_INVOICE_TERMS } from '@shop/domain';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';

let clock = new Date('2026-11-22T10:00:00Z');
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => clock });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function customer(language: 'en' | 'lt' = 'en') {
  const user = await createUser(t.db, { language });
  await t.db.updateTable('users').set({ tax_id: 'LT100099988877', company_name: 'Šešėlių Baras UAB' }).where('id', '=', user.id).execute();
  const { token } = await login(t.app, user.email);
  const address = (
    await call(token, 'POST', '/api/users/addresses', {
      address_name: 'Baras',
      street_address: 'Ąžuolyno g. 3',
      city: 'Kaunas',
      country: 'Lithuania',
      tobacco_license: 'TL-555',
    })
  ).json().address;
  return { user, token, addressId: address.id as number };
}

async function orderOf(buyer: Awaited<ReturnType<typeof customer>>, status?: string) {
  const [product] = await createProducts(t.db, 1, { stock: 100, wholesale_price_cents: 1500 });
  await call(buyer.token, 'POST', '/api/cart/add', { product_id: product, quantity: 3 });
  const order = (await call(buyer.token, 'POST', '/api/orders', { shipping_address_id: buyer.addressId, accept_tax_notice: true })).json().order;
  if (status) await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status });
  return { ...order, productId: product! };
}

describe('pre-invoices', () => {
  it('when the order is not confirmed, then it is refused with its text; once confirmed, one pre-invoice with 100 % and 30 days is issued', async () => {
    const buyer = await customer();
    const order = await orderOf(buyer);
    const early = await call(admin, 'POST', `/api/orders/admin/${order.id}/create-pre-invoice`, {});
    expect([early.statusCode, early.json().error]).toEqual([
      409,
      'Pre-invoices can only be generated for confirmed orders. Current status: received',
    ]);
    await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'confirmed' });
    const created = await call(admin, 'POST', `/api/orders/admin/${order.id}/create-pre-invoice`, {
      prepayment_percentage: 100,
      validity_days: 30,
      notes: '',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().preInvoice).toMatchObject({
      status: 'draft',
      prepayment_percentage: 100,
      issue_date: '2026-11-22',
      valid_until: '2026-12-22',
      total_amount: order.total_amount,
      is_expired: false,
    });
    expect(created.json().preInvoiceNumber).toMatch(/^HWP-2026-\d{5}$/);
    expect((await call(admin, 'POST', `/api/orders/admin/${order.id}/create-pre-invoice`, {})).statusCode).toBe(409);
    expect((await call(admin, 'GET', `/api/orders/admin/${order.id}`)).json().order.has_pre_invoice).toBe(true);
  });

  it('when statuses move draft → sent → paid and it is converted, then an invoice appears and the pre-invoice is final', async () => {
    const buyer = await customer();
    const order = await orderOf(buyer, 'confirmed');
    const pre = (await call(admin, 'POST', `/api/orders/admin/${order.id}/create-pre-invoice`, {})).json().preInvoice;
    expect((await call(admin, 'PATCH', `/api/pre-invoices/admin/${pre.id}/status`, { status: 'sent' })).json().preInvoice.status).toBe('sent');
    expect((await call(admin, 'PATCH', `/api/pre-invoices/admin/${pre.id}/status`, { status: 'paid' })).json().preInvoice).toMatchObject({
      status: 'paid',
      paid_date: '2026-11-22',
    });
    const converted = await call(admin, 'POST', `/api/pre-invoices/admin/${pre.id}/convert`);
    expect(converted.statusCode).toBe(201);
    expect(converted.json()).toMatchObject({ preInvoice: { status: 'converted' }, invoice: { pre_invoice_id: pre.id, order_id: order.id } });
    expect((await call(admin, 'PATCH', `/api/pre-invoices/admin/${pre.id}/status`, { status: 'draft' })).statusCode).toBe(409);
    expect((await call(admin, 'PATCH', `/api/pre-invoices/admin/${pre.id}/status`, { status: 'archived' })).statusCode).toBe(400);
  });

  it("when a customer asks for a pre-invoice of its confirmed order, it gets one; of another customer's order, 404", async () => {
    const buyer = await customer();
    const other = await customer();
    const order = await orderOf(buyer, 'confirmed');
    expect(
      (
        await call(other.token, 'POST', `/api/pre-invoices/create-from-order/${order.id}`, {
          prepayment_percentage: 100,
          validity_days: 30,
          notes: '',
        })
      ).statusCode,
    ).toBe(404);
    const mine = await call(buyer.token, 'POST', `/api/pre-invoices/create-from-order/${order.id}`, {
      prepayment_percentage: 100,
      validity_days: 30,
      notes: '',
    });
    expect(mine.statusCode).toBe(201);
    expect((await call(buyer.token, 'GET', '/api/pre-invoices')).json().preInvoices.map((p: { id: number }) => p.id)).toEqual([
      mine.json().preInvoice.id,
    ]);
    expect((await call(other.token, 'GET', `/api/pre-invoices/${mine.json().preInvoice.id}`)).statusCode).toBe(404);
  });

  it('when a customer asks for 1 % prepayment, 365 days and notes, then it is refused with the reason and no pre-invoice or number is used up', async () => {
    const buyer = await customer();
    const order = await orderOf(buyer, 'confirmed');
    const before = (await call(admin, 'GET', '/api/invoices/settings')).json().next_numbers.pre_invoice;
    const url = `/api/pre-invoices/create-from-order/${order.id}`;
    const refused = await call(buyer.token, 'POST', url, { prepayment_percentage: 1, validity_days: 365, notes: 'Pay whenever you like' });
    expect([refused.statusCode, refused.json().code, refused.json().error]).toEqual([400, 'VALIDATION_ERROR', CUSTOMER_PRE_INVOICE_TERMS_MESSAGE]);
    expect(Object.keys(refused.json().details).sort()).toEqual(['notes', 'prepayment_percentage', 'validity_days']);
    // Each term alone is refused too, and a field the request does not know.
    for (const body of [{ prepayment_percentage: 1 }, { validity_days: 365 }, { notes: 'Pay later' }]) {
      const one = await call(buyer.token, 'POST', url, body);
      expect([one.statusCode, one.json().error]).toEqual([400, CUSTOMER_PRE_INVOICE_TERMS_MESSAGE]);
    }
    const unknown = await call(buyer.token, 'POST', url, { prepayment_amount: 1 });
    expect([unknown.statusCode, unknown.json().error]).toEqual([400, 'Unknown field']);
    expect((await call(buyer.token, 'GET', '/api/pre-invoices')).json().preInvoices).toEqual([]);
    expect((await call(admin, 'GET', '/api/invoices/settings')).json().next_numbers.pre_invoice).toBe(before);
  });

  it('when a customer creates a pre-invoice, then it has 100 % prepayment, the default validity and no notes', async () => {
    const buyer = await customer();
    // No body at all (the web app), and a body that repeats the shop's terms.
    for (const payload of [undefined, { prepayment_percentage: 100, validity_days: 30, notes: '' }]) {
      const order = await orderOf(buyer, 'confirmed');
      const created = await call(buyer.token, 'POST', `/api/pre-invoices/create-from-order/${order.id}`, payload);
      expect(created.statusCode).toBe(201);
      expect(created.json().preInvoice).toMatchObject({
        prepayment_percentage: SHOP_PRE_INVOICE_TERMS.prepayment_percentage,
        prepayment_amount: order.total_amount,
        issue_date: '2026-11-22',
        valid_until: '2026-12-22',
        notes: null,
      });
    }
    expect(SHOP_PRE_INVOICE_TERMS).toEqual({ prepayment_percentage: 100, validity_days: 30 });
  });

  it('when an administrator creates one with 30 %, 10 days and notes, then it has them', async () => {
    const buyer = await customer();
    const order = await orderOf(buyer, 'confirmed');
    const created = await call(admin, 'POST', `/api/orders/admin/${order.id}/create-pre-invoice`, {
      prepayment_percentage: 30,
      validity_days: 10,
      notes: 'Rest on delivery',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().preInvoice).toMatchObject({
      prepayment_percentage: 30,
      prepayment_amount: Math.round((Math.round(order.total_amount * 100) * 30) / 100) / 100,
      valid_until: '2026-12-02',
      notes: 'Rest on delivery',
    });
    // The customer sees the administrator's terms on its own copy.
    expect((await call(buyer.token, 'GET', `/api/pre-invoices/${created.json().preInvoice.id}`)).json().preInvoice).toMatchObject({
      prepayment_percentage: 30,
      notes: 'Rest on delivery',
    });
  });

  it('when valid_until has passed, then the pre-invoice says it is expired', async () => {
    const buyer = await customer();
    const order = await orderOf(buyer, 'confirmed');
    const pre = (await call(admin, 'POST', `/api/orders/admin/${order.id}/create-pre-invoice`, { validity_days: 1 })).json().preInvoice;
    const saved = clock;
    clock = new Date('2026-11-30T10:00:00Z');
    expect((await call(admin, 'GET', `/api/pre-invoices/admin/${pre.id}`)).json().preInvoice.is_expired).toBe(true);
    clock = saved;
  });
});

describe('invoices', () => {
  it('when an order ends, then its invoice is issued, mailed with the PDF, and the order can no longer be cancelled', async () => {
    const buyer = await customer('lt');
    const order = await orderOf(buyer);
    const ended = await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'ended' });
    expect(ended.json()).toMatchObject({ invoiceGenerated: true, order: { has_invoice: true } });
    const invoice = (await call(buyer.token, 'GET', `/api/invoices/order/${order.id}`)).json().invoice;
    expect(invoice).toMatchObject({
      status: 'sent',
      issue_date: '2026-11-22',
      supply_date: '2026-11-22',
      due_date: '2026-12-22',
      vat_number: 'LT100099988877',
      payment_terms: 'Net 30 days',
    });
    expect(invoice.invoice_number).toMatch(/^HW-2026-\d{5}$/);
    expect((await call(admin, 'POST', `/api/orders/${order.id}/cancel`)).statusCode).toBe(409);
    expect((await call(buyer.token, 'POST', `/api/invoices/create/${order.id}`)).statusCode).toBe(409);

    await t.outbox(); // the outbox worker has delivered what was queued
    const dir = path.join(t.config.dataDir, 'outbox');
    const files = (await readdir(dir)).sort();
    const parsed = await Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
    const mail = parsed.find((m) => m.subject === `PVM sąskaita faktūra ${invoice.invoice_number}`);
    expect(mail?.attachments[0]?.contentType).toBe('application/pdf');
    expect(await pdfText(mail!.attachments[0]!.content)).toContain(invoice.invoice_number);
  });

  it('when the order is not ended, then neither the customer nor the administrator can invoice it', async () => {
    const buyer = await customer();
    const order = await orderOf(buyer, 'confirmed');
    const refused = await call(buyer.token, 'POST', `/api/invoices/create/${order.id}`);
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'Invoices can only be generated for completed orders']);
    expect((await call(admin, 'POST', `/api/invoices/create/${order.id}`)).statusCode).toBe(409);
  });

  it('when another customer asks for an invoice or its PDF, then 404', async () => {
    const buyer = await customer();
    const other = await customer();
    const order = await orderOf(buyer, 'ended');
    const invoice = (await call(buyer.token, 'GET', `/api/invoices/order/${order.id}`)).json().invoice;
    for (const url of [`/api/invoices/${invoice.id}`, `/api/invoices/${invoice.id}/pdf`, `/api/invoices/order/${order.id}`]) {
      expect((await call(other.token, 'GET', url)).statusCode).toBe(404);
    }
    expect((await call(other.token, 'GET', '/api/invoices')).json().invoices).toEqual([]);
    expect((await call(buyer.token, 'GET', '/api/invoices/admin/all')).statusCode).toBe(403);
  });

  it('when profiles, products and seller details change after issuing, then the invoice stays as issued', async () => {
    const buyer = await customer();
    const order = await orderOf(buyer, 'ended');
    const before = (await call(buyer.token, 'GET', `/api/invoices/order/${order.id}`)).json().invoice;
    await t.db.updateTable('users').set({ company_name: 'Renamed UAB', tax_id: 'LT999' }).where('id', '=', buyer.user.id).execute();
    await t.db.updateTable('products').set({ name: 'Renamed product' }).where('id', '=', order.productId).execute();
    await call(admin, 'PUT', '/api/invoices/settings', { company: { name: 'New Seller UAB', vat_number: 'LT000' } });
    const after = (await call(buyer.token, 'GET', `/api/invoices/${before.id}`)).json().invoice;
    expect(after).toEqual(before);
    expect(after.seller.name).not.toBe('New Seller UAB');
    await call(admin, 'PUT', '/api/invoices/settings', { company: { name: 'Hookah Wholesale UAB', vat_number: 'LT100000000001' } });
  });

  it("when the PDF is downloaded in Lithuanian, then it is a real PDF with the number, the buyer's VAT code and Lithuanian letters", async () => {
    const buyer = await customer();
    const order = await orderOf(buyer, 'ended');
    const invoice = (await call(buyer.token, 'GET', `/api/invoices/order/${order.id}`)).json().invoice;
    const response = await call(buyer.token, 'GET', `/api/invoices/${invoice.id}/pdf?lang=lt`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="saskaita-HW-2026-\d{5}\.pdf"$/);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(invoice.invoice_number);
    expect(text).toContain('LT100099988877');
    expect(text).toContain('PVM SĄSKAITA FAKTŪRA');
    expect(text).toContain('Šešėlių Baras UAB');
    expect(text).toMatch(/€/);
  });
});

describe('numbering', () => {
  it('when thirty invoices are issued at once, then they get thirty consecutive numbers', async () => {
    const buyer = await customer();
    const orders = [];
    for (let i = 0; i < 30; i++) orders.push(await orderOf(buyer));
    await Promise.all(orders.map((o) => t.db.updateTable('orders').set({ status: 'ended' }).where('id', '=', o.id).execute()));
    const results = await Promise.all(orders.map((o) => call(admin, 'POST', `/api/invoices/create/${o.id}`)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    const numbers = results.map((r) => Number(r.json().invoice.invoice_number.split('-').at(-1))).sort((a, b) => a - b);
    expect(numbers.at(-1)! - numbers[0]! + 1).toBe(30);
    expect(new Set(numbers).size).toBe(30);
  });

  it('when the year turns with yearly reset on, then the series starts again at 1 with the new year', async () => {
    const buyer = await customer();
    const order2026 = await orderOf(buyer, 'ended');
    const last2026 = (await call(admin, 'GET', `/api/invoices/order/${order2026.id}`)).json().invoice.invoice_number as string;
    expect(last2026).toMatch(/^HW-2026-/);
    const saved = clock;
    clock = new Date('2027-01-01T08:00:00Z');
    const settings = (await call(admin, 'GET', '/api/invoices/settings')).json();
    expect(settings.next_numbers.invoice).toBe('HW-2027-00001');
    const order2027 = await orderOf(buyer, 'ended');
    expect((await call(admin, 'GET', `/api/invoices/order/${order2027.id}`)).json().invoice.invoice_number).toBe('HW-2027-00001');
    clock = saved;
  });

  it('when settings are saved, then the pattern must hold {number} and the preview follows the new prefix', async () => {
    const bad = await call(admin, 'PUT', '/api/invoices/settings', { settings: { number_pattern: '{prefix}-{year}' } });
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'The pattern must contain {number}']);
    const saved = await call(admin, 'PUT', '/api/invoices/settings', { settings: { pre_invoice_prefix: 'IS' } });
    expect(saved.json().next_numbers.pre_invoice).toMatch(/^IS-2026-\d{5}$/);
    await call(admin, 'PUT', '/api/invoices/settings', { settings: { pre_invoice_prefix: 'HWP' } });
    const customerToken = (await customer()).token;
    expect((await call(customerToken, 'GET', '/api/invoices/settings')).statusCode).toBe(403);
    expect((await call(customerToken, 'GET', '/api/invoices/display-settings')).json().settings.default_payment_terms).toBe('Net 30 days');
  });
});

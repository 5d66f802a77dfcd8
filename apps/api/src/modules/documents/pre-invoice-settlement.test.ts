import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';
import { placedOrder } from '../../test/shoppers.ts';

let clock = new Date('2026-11-22T10:00:00Z');
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => clock });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

/** A confirmed order with a pre-invoice of `percentage` % prepayment, moved through `statuses`. */
async function preInvoiced(percentage: number, statuses: Array<'sent' | 'paid' | 'cancelled'> = []) {
  clock = new Date('2026-11-22T10:00:00Z');
  const [product] = await createProducts(t.db, 1, { stock: 50, wholesale_price_cents: 1200 });
  const { order } = await placedOrder(t.app, t.db, [[product!, 5]]);
  await call('PATCH', `/api/orders/admin/${order.id}/status`, { status: 'confirmed' });
  const created = await call('POST', `/api/orders/admin/${order.id}/create-pre-invoice`, { prepayment_percentage: percentage, validity_days: 30 });
  expect(created.statusCode).toBe(201);
  const pre = created.json().preInvoice as { id: number };
  for (const status of statuses) expect((await call('PATCH', `/api/pre-invoices/admin/${pre.id}/status`, { status })).statusCode).toBe(200);
  return { order, pre };
}

const preInvoice = async (id: number) => (await call('GET', `/api/pre-invoices/admin/${id}`)).json().preInvoice;
const invoiceOfOrder = async (orderId: number) => (await call('GET', `/api/invoices/order/${orderId}`)).json().invoice;

describe("a pre-invoice when its order's invoice is issued", () => {
  it('when the order ends with its pre-invoice still a draft, then the pre-invoice is converted and linked to the invoice both ways', async () => {
    const { order, pre } = await preInvoiced(100);
    const ended = await call('PATCH', `/api/orders/admin/${order.id}/status`, { status: 'ended' });
    expect(ended.json().invoiceGenerated).toBe(true);
    const invoice = await invoiceOfOrder(order.id);
    expect(invoice).toMatchObject({ status: 'sent', paid_date: null, pre_invoice_id: pre.id });
    expect(await preInvoice(pre.id)).toMatchObject({ status: 'converted', converted_invoice_id: invoice.id });
    const audited = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'pre_invoice')
      .where('entity_id', '=', String(pre.id))
      .where('action', '=', 'pre_invoice.convert')
      .execute();
    expect(audited).toHaveLength(1);
    // Converted is final: it can no longer be marked or converted again.
    expect((await call('PATCH', `/api/pre-invoices/admin/${pre.id}/status`, { status: 'paid' })).statusCode).toBe(409);
  });

  it('when the order ends after its pre-invoice was paid in full, then the invoice is paid on that day and the pre-invoice converted', async () => {
    const { order, pre } = await preInvoiced(100, ['sent', 'paid']);
    clock = new Date('2026-11-25T09:00:00Z');
    await call('PATCH', `/api/orders/admin/${order.id}/status`, { status: 'ended' });
    const invoice = await invoiceOfOrder(order.id);
    expect(invoice).toMatchObject({ status: 'paid', paid_date: '2026-11-22', issue_date: '2026-11-25', pre_invoice_id: pre.id });
    expect(await preInvoice(pre.id)).toMatchObject({ status: 'converted', paid_date: '2026-11-22', converted_invoice_id: invoice.id });
  });

  it('when a pre-invoice paid at 100 % is converted, then the invoice is paid with the paid date, not sent', async () => {
    const { pre } = await preInvoiced(100, ['paid']);
    clock = new Date('2026-11-24T09:00:00Z');
    const converted = await call('POST', `/api/pre-invoices/admin/${pre.id}/convert`);
    expect(converted.statusCode).toBe(201);
    expect(converted.json().invoice).toMatchObject({ status: 'paid', paid_date: '2026-11-22', issue_date: '2026-11-24', pre_invoice_id: pre.id });
    expect(converted.json().preInvoice).toMatchObject({ status: 'converted', paid_date: '2026-11-22' });
  });

  it('when a pre-invoice paid at 30 % is converted, then the invoice stays sent for the rest, without a paid date', async () => {
    const { pre } = await preInvoiced(30, ['sent', 'paid']);
    const converted = await call('POST', `/api/pre-invoices/admin/${pre.id}/convert`);
    expect(converted.json().invoice).toMatchObject({ status: 'sent', paid_date: null });
    expect(converted.json().preInvoice.status).toBe('converted');
  });

  it('when the pre-invoice was cancelled, then ending the order leaves it cancelled and the invoice names none', async () => {
    const { order, pre } = await preInvoiced(100, ['cancelled']);
    await call('PATCH', `/api/orders/admin/${order.id}/status`, { status: 'ended' });
    expect(await invoiceOfOrder(order.id)).toMatchObject({ status: 'sent', pre_invoice_id: null });
    expect(await preInvoice(pre.id)).toMatchObject({ status: 'cancelled', converted_invoice_id: null });
  });

  it('when orders with paid pre-invoices are ended in bulk, then each invoice is paid and each pre-invoice converted', async () => {
    const first = await preInvoiced(100, ['paid']);
    const second = await preInvoiced(100);
    const response = await call('POST', '/api/orders/admin/bulk-status', { ids: [first.order.id, second.order.id], status: 'ended' });
    expect(response.json().results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
    expect((await invoiceOfOrder(first.order.id)).status).toBe('paid');
    expect((await invoiceOfOrder(second.order.id)).status).toBe('sent');
    expect([(await preInvoice(first.pre.id)).status, (await preInvoice(second.pre.id)).status]).toEqual(['converted', 'converted']);
  });
});

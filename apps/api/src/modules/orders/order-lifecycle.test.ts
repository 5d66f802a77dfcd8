import { canEditOrderItems } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';
import { placedOrder } from '../../test/shoppers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
const setStatus = (id: number, status: string, version?: number) =>
  call('PATCH', `/api/orders/admin/${id}/status`, { status, ...(version !== undefined ? { version } : {}) });

async function order(stock = 100) {
  const [product] = await createProducts(t.db, 1, { stock, wholesale_price_cents: 1000 });
  return { product: product!, ...(await placedOrder(t.app, t.db, [[product!, 4]])).order };
}

describe('order lifecycle rules', () => {
  it('when an order has an invoice, then it cannot go back to received, its items cannot be edited and it cannot be cancelled', async () => {
    const o = await order();
    await setStatus(o.id, 'confirmed');
    const pre = (await call('POST', `/api/orders/admin/${o.id}/create-pre-invoice`, {})).json().preInvoice;
    expect((await call('POST', `/api/pre-invoices/admin/${pre.id}/convert`)).statusCode).toBe(201);

    const back = await setStatus(o.id, 'received');
    expect([back.statusCode, back.json().code, back.json().error]).toEqual([
      409,
      'INVALID_TRANSITION',
      'This order has an invoice: it cannot go back. A correction needs a credit note.',
    ]);
    const cancel = await call('POST', `/api/orders/${o.id}/cancel`);
    expect([cancel.statusCode, cancel.json().error]).toEqual([409, 'Cannot cancel - invoice generated']);
    const edit = await call('PUT', `/api/orders/admin/${o.id}/items`, { items: [{ product_id: o.product, quantity: 1, unit_price: 1 }] });
    expect([edit.statusCode, edit.json().error]).toEqual([409, 'This order cannot be edited in its current status.']);
    const after = (await call('GET', `/api/orders/admin/${o.id}`)).json().order;
    expect(after).toMatchObject({ status: 'confirmed', invoice_status: 'sent', has_invoice: true, total_amount: 84.7 });
    expect((await setStatus(o.id, 'sent')).statusCode).toBe(200);
  });

  it('when an order is cancelled or ended, then every further status is refused with 409 and the stock stays put', async () => {
    const cancelled = await order();
    await call('POST', `/api/orders/${cancelled.id}/cancel`);
    const reopen = await setStatus(cancelled.id, 'received');
    expect([reopen.statusCode, reopen.json().error]).toEqual([409, 'A cancelled order cannot be changed']);
    const ended = await order();
    expect((await setStatus(ended.id, 'ended')).json().invoiceGenerated).toBe(true);
    const back = await setStatus(ended.id, 'sent');
    expect([back.statusCode, back.json().error]).toEqual([409, 'An ended order cannot be changed']);
    const stock = (await t.db.selectFrom('products').select('stock').where('id', '=', ended.product).executeTakeFirstOrThrow()).stock;
    expect(stock).toBe(96);
  });

  it('when an order has a live pre-invoice, then it cannot go back to received until the pre-invoice is cancelled', async () => {
    const o = await order();
    await setStatus(o.id, 'confirmed');
    const pre = (await call('POST', `/api/orders/admin/${o.id}/create-pre-invoice`, {})).json().preInvoice;
    const back = await setStatus(o.id, 'received');
    expect([back.statusCode, back.json().code]).toEqual([409, 'INVALID_TRANSITION']);
    await call('PATCH', `/api/pre-invoices/admin/${pre.id}/status`, { status: 'cancelled' });
    expect((await setStatus(o.id, 'received')).statusCode).toBe(200);
  });

  it('when a status change sends the version it read and the order moved on, then 409 STALE_WRITE; the current version is accepted', async () => {
    const o = await order();
    const first = await setStatus(o.id, 'confirmed', o.version);
    expect(first.json().order.version).toBe(o.version + 1);
    const stale = await setStatus(o.id, 'processing', o.version);
    expect([stale.statusCode, stale.json().code, stale.json().error]).toEqual([
      409,
      'STALE_WRITE',
      'This was changed by someone else since you opened it',
    ]);
    expect((await setStatus(o.id, 'processing', o.version + 1)).statusCode).toBe(200);
    const staleCancel = await call('POST', `/api/orders/${o.id}/cancel`, { version: o.version });
    expect([staleCancel.statusCode, staleCancel.json().code]).toEqual([409, 'STALE_WRITE']);
    expect((await call('POST', `/api/orders/${o.id}/cancel`, { version: o.version + 2 })).json().order.status).toBe('cancelled');
  });

  it('when an order ends, then status and invoice land together and the answered order is no longer editable', async () => {
    const o = await order();
    expect(canEditOrderItems((await call('GET', `/api/orders/admin/${o.id}`)).json().order)).toBe(true);
    const ended = (await setStatus(o.id, 'ended')).json();
    expect(ended).toMatchObject({ invoiceGenerated: true, order: { status: 'ended', has_invoice: true, invoice_status: 'sent' } });
    expect(canEditOrderItems(ended.order)).toBe(false);
  });

  it('when the checkout Idempotency-Key is malformed, then 400 and no order', async () => {
    const [product] = await createProducts(t.db, 1);
    const { who } = await placedOrder(t.app, t.db, [[product!, 1]]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(who.token), 'idempotency-key': 'short' },
      payload: { shipping_address_id: who.addressId, accept_tax_notice: true },
    });
    expect(response.statusCode).toBe(400);
  });
});

import { canEditOrderItems } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login, staffToken } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const stockOf = async (id: number) => (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

async function placedOrder(lines: Array<[number, number]>) {
  const user = await createUser(t.db);
  const { token } = await login(t.app, user.email);
  const address = (
    await call(token, 'POST', '/api/users/addresses', {
      address_name: 'A',
      street_address: 'S 1',
      city: 'Vilnius',
      country: 'Lithuania',
      tobacco_license: 'TL-1',
    })
  ).json().address;
  for (const [productId, quantity] of lines) await call(token, 'POST', '/api/cart/add', { product_id: productId, quantity });
  return (await call(token, 'POST', '/api/orders', { shipping_address_id: address.id, accept_tax_notice: true })).json().order;
}

describe('administrators and orders', () => {
  it('when the list is asked with a status and a limit, then only those come, newest first, with the customer', async () => {
    const [a] = await createProducts(t.db, 1, { stock: 100 });
    const first = await placedOrder([[a!, 1]]);
    const second = await placedOrder([[a!, 1]]);
    await call(admin, 'PATCH', `/api/orders/admin/${first.id}/status`, { status: 'confirmed' });
    const received = (await call(admin, 'GET', '/api/orders/admin/all?status=received&limit=5&sort=created_at&order=desc')).json().orders;
    expect(received.map((o: { id: number }) => o.id)).toContain(second.id);
    expect(received.map((o: { id: number }) => o.id)).not.toContain(first.id);
    expect(received[0]).toMatchObject({ user_id: expect.any(Number), company_name: expect.any(String), email: expect.any(String) });
    expect((await call(admin, 'GET', '/api/orders/admin/all?status=shipped')).statusCode).toBe(400);
  });

  it('when items are edited while received, then stock moves by the difference and totals are recomputed', async () => {
    const [a, b] = await createProducts(t.db, 2, { stock: 50, wholesale_price_cents: 1000 });
    const order = await placedOrder([[a!, 10]]);
    expect(await stockOf(a!)).toBe(40);
    expect(canEditOrderItems((await call(admin, 'GET', `/api/orders/admin/${order.id}`)).json().order)).toBe(true);
    expect((await call(admin, 'GET', `/api/orders/admin/${order.id}/edit-status`)).json()).toEqual({ success: true, canEdit: true });
    const edited = await call(admin, 'PUT', `/api/orders/admin/${order.id}/items`, {
      items: [
        { product_id: a, quantity: 4, unit_price: 9.5 },
        { product_id: b, quantity: 20, unit_price: 10 },
      ],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().order).toMatchObject({ subtotal: 238, shipping_amount: 0, tax_amount: 49.98, total_amount: 287.98 });
    expect([await stockOf(a!), await stockOf(b!)]).toEqual([46, 30]);
  });

  it('when a warehouse worker edits items, then quantities change at the prices the lines have; a new price or a new product is refused for the role and nothing moves', async () => {
    const warehouse = await staffToken(t.app, t.db, 'warehouse');
    const [a, b] = await createProducts(t.db, 2, { stock: 50, wholesale_price_cents: 1000 });
    const order = await placedOrder([[a!, 10]]);
    const price = (await call(admin, 'GET', `/api/orders/admin/${order.id}`)).json().order.items[0].unit_price;
    const repriced = await call(warehouse, 'PUT', `/api/orders/admin/${order.id}/items`, {
      items: [{ product_id: a, quantity: 10, unit_price: price - 1 }],
    });
    expect([repriced.statusCode, repriced.json().code, repriced.json().params]).toEqual([403, 'FORBIDDEN_FOR_ROLE', { role: 'warehouse' }]);
    const added = await call(warehouse, 'PUT', `/api/orders/admin/${order.id}/items`, {
      items: [
        { product_id: a, quantity: 10, unit_price: price },
        { product_id: b, quantity: 1, unit_price: 10 },
      ],
    });
    expect(added.statusCode).toBe(403);
    expect([await stockOf(a!), await stockOf(b!)]).toEqual([40, 50]);
    const picked = await call(warehouse, 'PUT', `/api/orders/admin/${order.id}/items`, {
      items: [{ product_id: a, quantity: 8, unit_price: price }],
    });
    expect(picked.statusCode).toBe(200);
    expect(picked.json().order.items.map((item: { quantity: number; unit_price: number }) => [item.quantity, item.unit_price])).toEqual([[8, price]]);
    expect(await stockOf(a!)).toBe(42);
  });

  it('when an edit asks for more than the stock plus what the order holds, then 409 naming that most and nothing changes; that most is allowed', async () => {
    const [a] = await createProducts(t.db, 1, { stock: 5, wholesale_price_cents: 1000 });
    const order = await placedOrder([[a!, 2]]);
    const response = await call(admin, 'PUT', `/api/orders/admin/${order.id}/items`, { items: [{ product_id: a, quantity: 9, unit_price: 10 }] });
    // The refusal names the product with its weight (decision 091), and the most the order may hold: 3 in stock + the 2 it holds.
    expect([response.statusCode, response.json().error]).toEqual([409, expect.stringMatching(/^Only 5 of "Product \d+ 50g" in stock$/)]);
    expect(await stockOf(a!)).toBe(3);
    expect((await call(admin, 'GET', `/api/orders/admin/${order.id}`)).json().order.items[0].quantity).toBe(2);
    expect(
      (await call(admin, 'PUT', `/api/orders/admin/${order.id}/items`, { items: [{ product_id: a, quantity: 5, unit_price: 10 }] })).statusCode,
    ).toBe(200);
    expect(await stockOf(a!)).toBe(0);
  });

  it('when the order is no longer received, then editing is refused, saying the order can no longer be edited', async () => {
    const [a] = await createProducts(t.db, 1, { stock: 10 });
    const order = await placedOrder([[a!, 1]]);
    await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'confirmed' });
    expect(canEditOrderItems((await call(admin, 'GET', `/api/orders/admin/${order.id}`)).json().order)).toBe(false);
    expect((await call(admin, 'GET', `/api/orders/admin/${order.id}/edit-status`)).json()).toEqual({ success: true, canEdit: false });
    const response = await call(admin, 'PUT', `/api/orders/admin/${order.id}/items`, { items: [{ product_id: a, quantity: 1, unit_price: 1 }] });
    expect([response.statusCode, response.json().error]).toEqual([409, 'This order cannot be edited in its current status.']);
  });

  it('when an order is cancelled, then its stock returns and it can never change again', async () => {
    const [a] = await createProducts(t.db, 1, { stock: 10 });
    const order = await placedOrder([[a!, 6]]);
    expect(await stockOf(a!)).toBe(4);
    const cancelled = await call(admin, 'POST', `/api/orders/${order.id}/cancel`);
    expect(cancelled.json().order.status).toBe('cancelled');
    expect(await stockOf(a!)).toBe(10);
    const again = await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'received' });
    expect([again.statusCode, again.json().error]).toEqual([409, 'A cancelled order cannot be changed']);
    expect(await stockOf(a!)).toBe(10);
  });

  it('when an order has an invoice, then it cannot be cancelled', async () => {
    const [a] = await createProducts(t.db, 1, { stock: 10 });
    const order = await placedOrder([[a!, 1]]);
    const now = new Date().toISOString();
    const row = await t.db.selectFrom('orders').select(['user_id']).where('id', '=', order.id).executeTakeFirstOrThrow();
    await t.db
      .insertInto('invoices')
      .values({
        invoice_number: `INV-T-${order.id}`,
        order_id: order.id,
        user_id: row.user_id,
        status: 'sent',
        issue_date: now.slice(0, 10),
        due_date: null,
        paid_date: null,
        payment_terms: null,
        subtotal_cents: 0,
        shipping_cents: 0,
        tax_cents: 0,
        total_cents: 0,
        notes: null,
        billing_address: null,
        shipping_address: null,
        customer_snapshot: '{}',
        seller_snapshot: '{}',
        items_snapshot: '[]',
        pre_invoice_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const response = await call(admin, 'POST', `/api/orders/${order.id}/cancel`);
    expect([response.statusCode, response.json().error]).toEqual([409, 'Cannot cancel - invoice generated']);
    expect((await call(admin, 'GET', `/api/orders/admin/${order.id}`)).json().order).toMatchObject({ status: 'received', has_invoice: true });
  });

  it('when a customer calls the admin order calls, then 403', async () => {
    const customer = await createUser(t.db);
    const { token } = await login(t.app, customer.email);
    expect((await call(token, 'GET', '/api/orders/admin/all')).statusCode).toBe(403);
    expect((await call(token, 'POST', '/api/orders/1/cancel')).statusCode).toBe(403);
    expect((await call(token, 'PATCH', '/api/orders/admin/1/status', { status: 'ended' })).statusCode).toBe(403);
  });
});

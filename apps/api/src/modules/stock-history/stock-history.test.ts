import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createProducts } from '../../test/products.ts';
import { placedOrder } from '../../test/shoppers.ts';

let t: TestApp;
let admin: { token: string; email: string };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  const user = await createUser(t.db, { admin: true });
  admin = { token: (await login(t.app, user.email)).token, email: user.email };
});
afterAll(async () => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const historyOf = async (productId: number) => (await call(admin.token, 'GET', `/api/products/admin/${productId}/stock-history`)).json();
const story = async (productId: number) =>
  ((await historyOf(productId)).moves as Array<{ delta: number; reason: string; reference: string | null; actor_email: string | null }>)
    .reverse()
    .map((move) => [move.reason, move.delta, move.reference, move.actor_email]);

describe('a product’s stock history', () => {
  it('when a customer orders, the administrator edits the order, then cancels it, then every stock change is there with why, the order and who', async () => {
    const [a, b] = await createProducts(t.db, 2, { stock: 50 });
    const { who, order } = await placedOrder(t.app, t.db, [[a!, 3]]);
    const edited = await call(admin.token, 'PUT', `/api/orders/admin/${order.id}/items`, {
      items: [
        { product_id: a!, quantity: 5, unit_price: 20 },
        { product_id: b!, quantity: 2, unit_price: 20 },
      ],
    });
    expect(edited.statusCode).toBe(200);
    expect((await call(admin.token, 'POST', `/api/orders/${order.id}/cancel`)).statusCode).toBe(200);

    expect(await story(a!)).toEqual([
      ['order', -3, order.order_number, who.email],
      ['order_edit', -2, order.order_number, admin.email],
      ['cancel', 5, order.order_number, admin.email],
    ]);
    expect(await story(b!)).toEqual([
      ['order_edit', -2, order.order_number, admin.email],
      ['cancel', 2, order.order_number, admin.email],
    ]);
    // The history adds up to the stock.
    const stock = (await t.db.selectFrom('products').select('stock').where('id', '=', a!).executeTakeFirstOrThrow()).stock;
    expect(stock).toBe(50);
  });

  it('when the administrator changes stock in the bulk edit and returned goods come back with a credit note, then both are in the history', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 10, wholesale_price_cents: 10000 });
    const { order } = await placedOrder(t.app, t.db, [[product!, 2]]);
    await call(admin.token, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'ended' });
    const invoice = (await call(admin.token, 'GET', `/api/invoices/order/${order.id}`)).json().invoice;
    const note = (
      await call(admin.token, 'POST', `/api/invoices/admin/${invoice.id}/credit-note`, { reason: 'Returned', goods_returned: true })
    ).json().creditNote;
    expect((await call(admin.token, 'PUT', '/api/products/bulk-stock', { updates: [{ id: product!, stock: 25 }] })).statusCode).toBe(200);

    expect(await story(product!)).toEqual([
      ['order', -2, order.order_number, expect.any(String)],
      ['credit_note', 2, note.credit_note_number, admin.email],
      ['bulk_edit', 15, null, admin.email],
    ]);
  });

  it('when an import changes a product’s stock, then the history says so under the administrator', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 4 });
    const { sku } = await t.db.selectFrom('products').select('sku').where('id', '=', product!).executeTakeFirstOrThrow();
    const { payload, headers } = multipartBody([
      { field: 'file', filename: 'stock.csv', contentType: 'text/csv', content: `sku;version;stock\r\n${sku};1_0_0;9\r\n` },
    ]);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/products/admin/import?dry_run=false',
      headers: { ...bearer(admin.token), ...headers },
      payload,
    });
    expect(imported.statusCode).toBe(200);
    expect(await story(product!)).toEqual([['import', 5, null, admin.email]]);
  });

  it('when the history is long, it comes newest first in pages; customers may not read it', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 0 });
    for (const stock of [1, 2, 3]) await call(admin.token, 'PUT', '/api/products/bulk-stock', { updates: [{ id: product!, stock }] });
    const first = (await call(admin.token, 'GET', `/api/products/admin/${product}/stock-history?limit=2`)).json();
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    expect(first.moves.map((move: { delta: number }) => move.delta)).toEqual([1, 1]);
    const { token } = await login(t.app, (await createUser(t.db)).email);
    expect((await call(token, 'GET', `/api/products/admin/${product}/stock-history`)).statusCode).toBe(403);
    expect((await call(admin.token, 'GET', '/api/products/admin/0/stock-history')).statusCode).toBe(400);
  });
});

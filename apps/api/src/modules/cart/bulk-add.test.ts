import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { burst, expectNoServerError } from '../../test/parallel.ts';
import { createProducts } from '../../test/products.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
});
afterAll(async () => t.close());

async function customer(userType: 'SHOP' | 'BAR' | null = null) {
  const user = await createUser(t.db, { userType });
  return { id: user.id, token: (await login(t.app, user.email)).token };
}
const post = (token: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
const bulkAdd = (token: string, items: unknown) => post(token, '/api/cart/bulk-add', { items });
const skuOf = async (id: number) => (await t.db.selectFrom('products').select('sku').where('id', '=', id).executeTakeFirstOrThrow()).sku;
const quantities = (cart: { items: Array<{ product_id: number; quantity: number }> }) =>
  Object.fromEntries(cart.items.map((item) => [item.product_id, item.quantity]));

describe('quick order by SKU', () => {
  it('when valid and invalid lines are mixed, then every valid line is added (SKU in any case, a SKU twice adds up) and the rest are named with their codes', async () => {
    const me = await customer();
    const [ok, twice, inactive, soldOut, few, min10] = await createProducts(t.db, 6, { stock: 50 });
    await t.db.updateTable('products').set({ is_active: false }).where('id', '=', inactive!).execute();
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', soldOut!).execute();
    await t.db.updateTable('products').set({ stock: 3 }).where('id', '=', few!).execute();
    await t.db.updateTable('products').set({ min_order_quantity: 10 }).where('id', '=', min10!).execute();
    const [okSku, twiceSku, inactiveSku, soldOutSku, fewSku, minSku] = await Promise.all(
      [ok, twice, inactive, soldOut, few, min10].map((id) => skuOf(id!)),
    );

    const response = await bulkAdd(me.token, [
      { sku: okSku!.toLowerCase(), quantity: 2 },
      { sku: 'NO-SUCH-SKU', quantity: 1 },
      { sku: ` ${twiceSku} `, quantity: 3 },
      { sku: inactiveSku, quantity: 1 },
      { sku: soldOutSku, quantity: 1 },
      { sku: fewSku, quantity: 4 },
      { sku: minSku, quantity: 9 },
      { sku: okSku, quantity: 0 },
      { sku: okSku, quantity: 2.5 },
      { sku: twiceSku!.toUpperCase(), quantity: 4 },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(quantities(body)).toEqual({ [ok!]: 2, [twice!]: 7 });
    expect(body.added.map((line: { index: number; product_id: number; quantity: number }) => [line.index, line.product_id, line.quantity])).toEqual([
      [0, ok, 2],
      [2, twice, 3],
      [9, twice, 4],
    ]);
    expect(body.errors).toEqual([
      { index: 1, sku: 'NO-SUCH-SKU', code: 'unknown_sku' },
      { index: 3, sku: inactiveSku, code: 'inactive' },
      { index: 4, sku: soldOutSku, code: 'out_of_stock' },
      { index: 5, sku: fewSku, code: 'insufficient_stock', available: 3 },
      { index: 6, sku: minSku, code: 'below_minimum', minimum: 10 },
      { index: 7, sku: okSku, code: 'invalid_quantity' },
      { index: 8, sku: okSku, code: 'invalid_quantity' },
    ]);
    // The answer carries the cart as GET /api/cart does.
    const cart = (await t.app.inject({ url: '/api/cart', headers: bearer(me.token) })).json();
    expect({ items: body.items, cart: body.cart }).toEqual({ items: cart.items, cart: cart.cart });
  });

  it('when the cart already holds a product, then the line is checked with it: the stock caps the sum and the minimum counts it', async () => {
    const me = await customer();
    const [a] = await createProducts(t.db, 1, { stock: 10, min_order_quantity: 4 });
    const sku = await skuOf(a!);
    await post(me.token, '/api/cart/add', { product_id: a, quantity: 8 });
    const body = (
      await bulkAdd(me.token, [
        { sku, quantity: 3 },
        { sku, quantity: 2 },
      ])
    ).json();
    expect(body.errors).toEqual([{ index: 0, sku, code: 'insufficient_stock', available: 2 }]);
    expect(quantities(body)).toEqual({ [a!]: 10 });
  });

  it('when the body is malformed, then 400 and nothing is added', async () => {
    const me = await customer();
    const [a] = await createProducts(t.db, 1, { stock: 10 });
    const sku = await skuOf(a!);
    const tooMany = Array.from({ length: 501 }, () => ({ sku, quantity: 1 }));
    for (const payload of [
      {},
      { items: [] },
      { items: 'A-1 5' },
      { items: [{ sku }] },
      { items: [{ sku, quantity: '5' }] },
      { items: [{ sku: 5, quantity: 5 }] },
      { items: [null] },
      { items: tooMany },
      [],
    ]) {
      const response = await post(me.token, '/api/cart/bulk-add', payload);
      expect([JSON.stringify(payload).slice(0, 40), response.statusCode]).toEqual([JSON.stringify(payload).slice(0, 40), 400]);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/cart/bulk-add',
      headers: { ...bearer(me.token), 'content-type': 'application/json' },
      payload: '{"items": [',
    });
    expect(broken.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/cart', headers: bearer(me.token) })).json().items).toEqual([]);
  });

  it('when one customer sends quick orders in parallel (two tabs, a double click), then they take turns: the stock is never exceeded and no answer is a server error', async () => {
    const me = await customer();
    const [a] = await createProducts(t.db, 1, { stock: 10 });
    const sku = await skuOf(a!);
    const instances = [t.app, await t.peer()];
    const answers = await burst(instances, 6, {
      token: me.token,
      method: 'POST',
      url: '/api/cart/bulk-add',
      payload: { items: [{ sku, quantity: 3 }] },
    });
    expectNoServerError(answers);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((r) => r.json().added.length === 1)).toHaveLength(3);
    expect(answers.flatMap((r) => r.json().errors.map((e: { code: string }) => e.code))).toEqual([
      'insufficient_stock',
      'insufficient_stock',
      'insufficient_stock',
    ]);
    const cart = (await t.app.inject({ url: '/api/cart', headers: bearer(me.token) })).json();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(9);
  });

  it('when the lines are previewed, then each comes back decided, with the product at the customer’s own price, and nothing is written', async () => {
    const me = await customer('BAR');
    const [a, b] = await createProducts(t.db, 2, { stock: 10, wholesale_price_cents: 1000 });
    const now = new Date().toISOString();
    await t.db
      .insertInto('user_type_prices')
      .values({ user_type: 'BAR', product_id: b!, price_cents: 900, created_at: now, updated_at: now })
      .execute();
    await t.db.insertInto('customer_prices').values({ user_id: me.id, product_id: a!, price_cents: 750, created_at: now, updated_at: now }).execute();
    await post(me.token, '/api/cart/add', { product_id: a, quantity: 4 });
    const [skuA, skuB] = [await skuOf(a!), await skuOf(b!)];
    const response = await post(me.token, '/api/cart/bulk-add/preview', {
      items: [
        { sku: skuA.toLowerCase(), quantity: 7 },
        { sku: skuB, quantity: 2 },
        { sku: 'nope', quantity: 1 },
        { sku: skuB, quantity: 9 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const lines = response.json().lines;
    type Line = { code: string | null; in_cart: number; earlier: number; product: { unit_price: number } | null };
    expect(lines.map((l: Line) => [l.code, l.in_cart, l.earlier, l.product?.unit_price])).toEqual([
      ['insufficient_stock', 4, 0, 7.5],
      [null, 0, 0, 9],
      ['unknown_sku', 0, 0, undefined],
      ['insufficient_stock', 0, 2, 9],
    ]);
    expect(lines[0].product).toMatchObject({ id: a, sku: skuA, stock: 10, min_order_quantity: 1 });
    expect((await t.app.inject({ url: '/api/cart', headers: bearer(me.token) })).json().items).toHaveLength(1);
  });

  it('when a visitor or an administrator sends a quick order, then 401 and 403', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/cart/bulk-add', payload: { items: [{ sku: 'x', quantity: 1 }] } })).statusCode).toBe(401);
    const admin = await login(t.app, (await createUser(t.db, { admin: true })).email);
    expect((await bulkAdd(admin.token, [{ sku: 'x', quantity: 1 }])).statusCode).toBe(403);
    expect((await post(admin.token, '/api/cart/bulk-add/preview', { items: [{ sku: 'x', quantity: 1 }] })).statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { stockOf } from '../../test/parallel.ts';
import { createProducts } from '../../test/products.ts';
import { addToCart, checkoutBody, shopper, type Shopper } from '../../test/shoppers.ts';

// Decision 058: the order is the one on the screen. Checkout sends the `cart_version` of the cart the
// page showed; a cart changed since (another tab, a new price) is 409 CART_CHANGED and nothing is written.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const cartOf = async (who: Shopper) => (await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(who.token) })).json();
const checkout = (who: Shopper, extra: object = {}) =>
  t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(who.token), payload: { ...checkoutBody(who), ...extra } });
const ordersOf = async (who: Shopper) => t.db.selectFrom('orders').select('id').where('user_id', '=', who.userId).execute();

describe('checkout with the cart version the page showed', () => {
  it('when the cart changed in another tab since the page was shown, then 409 CART_CHANGED, no order, no stock taken, the cart kept', async () => {
    const [a, b] = await createProducts(t.db, 2, { stock: 50, wholesale_price_cents: 1000 });
    const buyer = await shopper(t.app, t.db);
    await addToCart(t.app, buyer, a!, 4);
    const shown = (await cartOf(buyer)).cart_version;
    await addToCart(t.app, buyer, b!, 6); // tab A

    const refused = await checkout(buyer, { cart_version: shown }); // tab B
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CART_CHANGED',
      reason: 'cartChanged',
      error: 'Your cart changed in another window: check the new total',
    });
    expect(await ordersOf(buyer)).toEqual([]);
    expect([await stockOf(t.db, a!), await stockOf(t.db, b!)]).toEqual([50, 50]);
    const now = await cartOf(buyer);
    expect(now.items.map((item: { quantity: number }) => item.quantity)).toEqual([4, 6]);
    expect(now.cart_version).not.toBe(shown);
  });

  it('when the version is the cart as it is, then the order is placed with exactly those lines', async () => {
    const [a] = await createProducts(t.db, 1, { stock: 50, wholesale_price_cents: 1000 });
    const buyer = await shopper(t.app, t.db);
    await addToCart(t.app, buyer, a!, 4);
    const shown = await cartOf(buyer);
    const placed = await checkout(buyer, { cart_version: shown.cart_version });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order).toMatchObject({ total_amount: shown.cart.total, items: [{ product_id: a, quantity: 4 }] });
    expect(await stockOf(t.db, a!)).toBe(46);
  });

  it('when no version is sent, then the order is placed as before', async () => {
    const [a] = await createProducts(t.db, 1, { stock: 50 });
    const buyer = await shopper(t.app, t.db);
    await addToCart(t.app, buyer, a!, 2);
    expect((await checkout(buyer)).statusCode).toBe(201);
    expect(await ordersOf(buyer)).toHaveLength(1);
  });

  it('when lines are added, changed and removed, then each answer carries a new version, and the same cart shown again has its old one', async () => {
    const [a, b] = await createProducts(t.db, 2, { stock: 50 });
    const buyer = await shopper(t.app, t.db);
    const call = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      (await t.app.inject({ method, url, headers: bearer(buyer.token), ...(payload ? { payload } : {}) })).json().cart_version as string;
    const versions = [(await cartOf(buyer)).cart_version as string];
    versions.push(await call('POST', '/api/cart/add', { product_id: a, quantity: 2 }));
    versions.push(await call('POST', '/api/cart/add', { product_id: b, quantity: 1 }));
    const lineOfB = (await cartOf(buyer)).items[1].id;
    versions.push(await call('PUT', `/api/cart/update/${lineOfB}`, { quantity: 3 }));
    versions.push(await call('DELETE', `/api/cart/remove/${lineOfB}`));
    expect(new Set(versions.slice(0, 4)).size).toBe(4);
    expect((await cartOf(buyer)).cart_version).toBe(versions[4]);
    // Back to the very cart of the first add (one line, 2 units of a, same prices): what that page showed is the order again.
    expect(versions[4]).toBe(versions[1]);
  });

  it('when the customer gets a price of their own after the page was shown, then the version changes and the old one is refused', async () => {
    const [a] = await createProducts(t.db, 1, { stock: 50, wholesale_price_cents: 1000 });
    const buyer = await shopper(t.app, t.db);
    await addToCart(t.app, buyer, a!, 5);
    const shown = await cartOf(buyer);
    const priced = await t.app.inject({
      method: 'POST',
      url: `/api/pricing/admin/customer/${buyer.userId}/bulk`,
      headers: bearer(admin),
      payload: { prices: [{ productId: a, price: 8.5 }] },
    });
    expect(priced.statusCode).toBe(200);
    const now = await cartOf(buyer);
    expect(now.items[0].unit_price).toBe(8.5);
    expect(now.cart_version).not.toBe(shown.cart_version);

    expect((await checkout(buyer, { cart_version: shown.cart_version })).json().code).toBe('CART_CHANGED');
    expect(await stockOf(t.db, a!)).toBe(50);
    const placed = await checkout(buyer, { cart_version: now.cart_version });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.total_amount).toBe(now.cart.total);
  });

  it('when stock moves (another customer buys), then the version stays: only what the page shows counts', async () => {
    const [a] = await createProducts(t.db, 1, { stock: 50 });
    const buyer = await shopper(t.app, t.db);
    await addToCart(t.app, buyer, a!, 2);
    const shown = (await cartOf(buyer)).cart_version;
    const other = await shopper(t.app, t.db);
    await addToCart(t.app, other, a!, 7);
    expect((await checkout(other)).statusCode).toBe(201);
    expect((await cartOf(buyer)).cart_version).toBe(shown);
    expect((await checkout(buyer, { cart_version: shown })).statusCode).toBe(201);
  });

  it('when the version sent is not text or is too long, then 400 naming the field, nothing written', async () => {
    const [a] = await createProducts(t.db, 1, { stock: 50 });
    const buyer = await shopper(t.app, t.db);
    await addToCart(t.app, buyer, a!, 2);
    for (const cart_version of [42, '', 'x'.repeat(101)]) {
      const refused = await checkout(buyer, { cart_version });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail_reasons).toMatchObject({ cart_version: 'cartVersionInvalid' });
    }
    expect(await ordersOf(buyer)).toEqual([]);
  });
});

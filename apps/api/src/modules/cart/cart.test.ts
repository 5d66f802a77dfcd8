import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
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
const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('cart', () => {
  it('when a customer adds products, then lines, prices at its tier and totals with the fee and VAT come back', async () => {
    const me = await customer('BAR');
    const [a, b] = await createProducts(t.db, 2, { wholesale_price_cents: 1000, stock: 50 });
    const now = new Date().toISOString();
    await t.db.insertInto('customer_prices').values({ user_id: me.id, product_id: b!, price_cents: 800, created_at: now, updated_at: now }).execute();
    await call(me.token, 'POST', '/api/cart/add', { product_id: a, quantity: 3 });
    const response = await call(me.token, 'POST', '/api/cart/add', { product_id: b, quantity: 2 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items.map((i: { unit_price: number; total_price: number }) => [i.unit_price, i.total_price])).toEqual([
      [10, 30],
      [8, 16],
    ]);
    // 46.00 + 30.00 fee = 76.00; VAT 15.96; total 91.96
    expect(body.cart).toEqual({
      subtotal: 46,
      tax_rate: 0.21,
      tax_amount: 15.96,
      taxAmount: 15.96,
      shipping_amount: 30,
      total: 91.96,
      item_count: 2,
      unit_count: 5,
    });
  });

  it('when the same product is added twice, then the quantities add up on one line', async () => {
    const me = await customer();
    const [a] = await createProducts(t.db, 1, { stock: 50 });
    await call(me.token, 'POST', '/api/cart/add', { product_id: a, quantity: 2 });
    const body = (await call(me.token, 'POST', '/api/cart/add', { product_id: a, quantity: 3 })).json();
    expect(body.items).toHaveLength(1);
    expect(body.items[0].quantity).toBe(5);
  });

  it('when a product is sold out, short or under its minimum, then the refusal names it with its weight and the cart is unchanged', async () => {
    const me = await customer();
    const [soldOut] = await createProducts(t.db, 1, { stock: 0 });
    const [few] = await createProducts(t.db, 1, { stock: 4 });
    const [min10] = await createProducts(t.db, 1, { stock: 100, min_order_quantity: 10 });
    const r1 = await call(me.token, 'POST', '/api/cart/add', { product_id: soldOut, quantity: 1 });
    const r2 = await call(me.token, 'POST', '/api/cart/add', { product_id: few, quantity: 5 });
    const r3 = await call(me.token, 'POST', '/api/cart/add', { product_id: min10, quantity: 9 });
    expect([r1.statusCode, r1.json().code, r1.json().error]).toEqual([
      409,
      'OUT_OF_STOCK',
      expect.stringMatching(/^"Product \d+ 50g" is out of stock$/),
    ]);
    expect([r2.statusCode, r2.json().code, r2.json().error]).toEqual([
      409,
      'INSUFFICIENT_STOCK',
      expect.stringMatching(/^Only 4 of "Product \d+ 50g" in stock$/),
    ]);
    expect([r3.statusCode, r3.json().code, r3.json().params.product]).toEqual([400, 'BELOW_MINIMUM', expect.stringMatching(/^Product \d+ 50g$/)]);
    expect((await call(me.token, 'GET', '/api/cart')).json().items).toEqual([]);
  });

  it('when quantities are changed, removed and cleared, then the cart follows and stays within the limits', async () => {
    const me = await customer();
    const [a, b] = await createProducts(t.db, 2, { stock: 20, min_order_quantity: 2 });
    const added = (await call(me.token, 'POST', '/api/cart/add', { product_id: a, quantity: 2 })).json();
    await call(me.token, 'POST', '/api/cart/add', { product_id: b, quantity: 2 });
    const itemId = added.items[0].id;
    expect((await call(me.token, 'PUT', `/api/cart/update/${itemId}`, { quantity: 7 })).json().items[0].quantity).toBe(7);
    expect((await call(me.token, 'PUT', `/api/cart/update/${itemId}`, { quantity: 1 })).statusCode).toBe(400);
    expect((await call(me.token, 'PUT', `/api/cart/update/${itemId}`, { quantity: 21 })).statusCode).toBe(409);
    expect((await call(me.token, 'PUT', `/api/cart/update/${itemId}`, { quantity: 2.5 })).statusCode).toBe(400);
    expect((await call(me.token, 'DELETE', `/api/cart/remove/${itemId}`)).json().items).toHaveLength(1);
    expect((await call(me.token, 'DELETE', '/api/cart/clear')).json()).toMatchObject({ items: [], cart: { total: 0, shipping_amount: 0 } });
  });

  it("when a customer touches another customer's cart line, then 404 and the line stays", async () => {
    const owner = await customer();
    const intruder = await customer();
    const [a] = await createProducts(t.db, 1, { stock: 20 });
    const itemId = (await call(owner.token, 'POST', '/api/cart/add', { product_id: a, quantity: 1 })).json().items[0].id;
    expect((await call(intruder.token, 'PUT', `/api/cart/update/${itemId}`, { quantity: 3 })).statusCode).toBe(404);
    expect((await call(intruder.token, 'DELETE', `/api/cart/remove/${itemId}`)).statusCode).toBe(404);
    expect((await call(owner.token, 'GET', '/api/cart')).json().items[0].quantity).toBe(1);
  });

  it('when an administrator or a visitor asks for a cart, then 403 and 401', async () => {
    const admin = await createUser(t.db, { admin: true });
    const { token } = await login(t.app, admin.email);
    const response = await call(token, 'GET', '/api/cart');
    expect([response.statusCode, response.json().error]).toEqual([403, 'Administrators have no cart']);
    expect((await t.app.inject({ url: '/api/cart' })).statusCode).toBe(401);
  });

  it('when an unknown or inactive product is added, then 404', async () => {
    const me = await customer();
    const [inactive] = await createProducts(t.db, 1, { is_active: false });
    expect((await call(me.token, 'POST', '/api/cart/add', { product_id: 999999, quantity: 1 })).statusCode).toBe(404);
    expect((await call(me.token, 'POST', '/api/cart/add', { product_id: inactive, quantity: 1 })).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
});
afterAll(async () => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function customerWithAddress(userType: 'SHOP' | 'BAR' | null = null) {
  const user = await createUser(t.db, { userType });
  const { token } = await login(t.app, user.email);
  const address = (
    await call(token, 'POST', '/api/users/addresses', {
      address_name: 'Shop',
      street_address: 'Laisvės al. 10',
      city: 'Kaunas',
      country: 'Lithuania',
      tobacco_license: 'TL-777',
    })
  ).json().address;
  return { user, token, addressId: address.id as number };
}
const stockOf = async (id: number) => (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
const orderCount = async (userId: number) =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('checkout', () => {
  it('when a customer checks out, then the order carries its prices, the fee, VAT, address snapshot with licence, stock drops and the cart empties', async () => {
    const me = await customerWithAddress('BAR');
    const [a] = await createProducts(t.db, 1, { wholesale_price_cents: 1250, stock: 30 });
    expect((await call(me.token, 'GET', `/api/products/${a}`)).json().product.stock).toBe(30);
    await call(me.token, 'POST', '/api/cart/add', { product_id: a, quantity: 4 });
    const response = await call(me.token, 'POST', '/api/orders', {
      shipping_address_id: me.addressId,
      notes: 'Deliver before noon',
      accept_tax_notice: true,
    });
    expect(response.statusCode).toBe(201);
    const order = response.json().order;
    expect(order).toMatchObject({
      status: 'received',
      subtotal: 50,
      shipping_amount: 30,
      order_completion_fee: 30,
      tax_amount: 16.8,
      total_amount: 96.8,
      notes: 'Deliver before noon',
      shipping_address: { street_address: 'Laisvės al. 10', tobacco_license: 'TL-777' },
      billing_address: { email: me.user.email },
      items: [{ product_id: a, quantity: 4, unit_price: 12.5, total_price: 50 }],
    });
    expect(order.order_number).toMatch(new RegExp(`^ORD-\\d{6}-${String(order.id).padStart(4, '0')}$`));
    expect(order).not.toHaveProperty('user_id');
    expect(await stockOf(a!)).toBe(26);
    // The (cached) catalogue shows the stock the checkout left, in the very next request.
    expect((await call(me.token, 'GET', `/api/products/${a}`)).json().product.stock).toBe(26);
    expect((await call(me.token, 'GET', '/api/cart')).json().items).toEqual([]);
    const mails = (await t.outbox()).filter((m) => m.to.includes(me.user.email));
    expect(mails.at(-1)?.subject).toBe(`Order confirmation ${order.order_number}`);
    expect((await call(me.token, 'GET', `/api/orders/${order.id}`)).json().order.id).toBe(order.id);
  });

  it('when the address is missing, the tax notice unconfirmed or the cart empty, then each is refused with its text and nothing is written', async () => {
    const me = await customerWithAddress();
    const noAddress = await call(me.token, 'POST', '/api/orders', { accept_tax_notice: true });
    expect([noAddress.statusCode, noAddress.json().error]).toEqual([400, 'Please select a shipping address']);
    const noNotice = await call(me.token, 'POST', '/api/orders', { shipping_address_id: me.addressId, accept_tax_notice: false });
    expect([noNotice.statusCode, noNotice.json().error]).toEqual([400, 'Please confirm the tax notice']);
    const empty = await call(me.token, 'POST', '/api/orders', { shipping_address_id: me.addressId, accept_tax_notice: true });
    expect([empty.statusCode, empty.json().code]).toEqual([409, 'CART_EMPTY']);
    expect(await orderCount(me.user.id)).toBe(0);
  });

  it('when a product is deactivated between cart and checkout, then 409 names it and cart, stock and orders stay as they were', async () => {
    const me = await customerWithAddress();
    const [a, b] = await createProducts(t.db, 2, { stock: 10 });
    await call(me.token, 'POST', '/api/cart/add', { product_id: a, quantity: 2 });
    await call(me.token, 'POST', '/api/cart/add', { product_id: b, quantity: 3 });
    await t.db.updateTable('products').set({ is_active: false }).where('id', '=', b!).execute();
    const response = await call(me.token, 'POST', '/api/orders', { shipping_address_id: me.addressId, accept_tax_notice: true });
    expect([response.statusCode, response.json().code]).toEqual([409, 'PRODUCT_UNAVAILABLE']);
    expect(response.json().error).toMatch(/^"Product \d+ 50g" is no longer available$/);
    expect([await stockOf(a!), await stockOf(b!)]).toEqual([10, 10]);
    expect((await call(me.token, 'GET', '/api/cart')).json().items).toHaveLength(2);
    expect(await orderCount(me.user.id)).toBe(0);
  });

  it("when another customer's address is used, then 404", async () => {
    const me = await customerWithAddress();
    const other = await customerWithAddress();
    const [a] = await createProducts(t.db, 1);
    await call(me.token, 'POST', '/api/cart/add', { product_id: a, quantity: 1 });
    expect((await call(me.token, 'POST', '/api/orders', { shipping_address_id: other.addressId, accept_tax_notice: true })).statusCode).toBe(404);
  });

  it('when twelve customers race for the last five units, then exactly five orders succeed, the rest get 409 and stock ends at zero', async () => {
    const [last] = await createProducts(t.db, 1, { stock: 5 });
    const buyers = [];
    for (let i = 0; i < 12; i++) {
      const buyer = await customerWithAddress();
      expect((await call(buyer.token, 'POST', '/api/cart/add', { product_id: last, quantity: 1 })).statusCode).toBe(200);
      buyers.push(buyer);
    }
    const results = await Promise.all(
      buyers.map((b) => call(b.token, 'POST', '/api/orders', { shipping_address_id: b.addressId, accept_tax_notice: true })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect(await stockOf(last!)).toBe(0);
    const sold = await t.db
      .selectFrom('order_items')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .where('product_id', '=', last!)
      .executeTakeFirstOrThrow();
    expect(Number(sold.n)).toBe(5);
  });

  it("when a customer asks for another customer's order, then 404", async () => {
    const me = await customerWithAddress();
    const other = await customerWithAddress();
    const [a] = await createProducts(t.db, 1);
    await call(other.token, 'POST', '/api/cart/add', { product_id: a, quantity: 1 });
    const order = (await call(other.token, 'POST', '/api/orders', { shipping_address_id: other.addressId, accept_tax_notice: true })).json().order;
    expect((await call(me.token, 'GET', `/api/orders/${order.id}`)).statusCode).toBe(404);
    expect((await call(me.token, 'GET', '/api/orders')).json().orders).toEqual([]);
    expect((await call(me.token, 'GET', `/api/orders/admin/${order.id}`)).statusCode).toBe(403);
  });
});

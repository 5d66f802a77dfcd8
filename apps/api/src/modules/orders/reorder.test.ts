import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { burst, expectNoServerError } from '../../test/parallel.ts';
import { createProducts } from '../../test/products.ts';
import { addToCart, checkoutBody, placedOrder } from '../../test/shoppers.ts';

let t: TestApp;
/** The shop's clock, moved by the tests past the 10-second repeat window. */
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => new Date(clock) });
});
afterAll(async () => t.close());

const reorder = (token: string, orderId: number, key?: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/reorder`, headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) } });
const cartOf = async (token: string) => (await t.app.inject({ url: '/api/cart', headers: bearer(token) })).json();
const quantities = (cart: { items: Array<{ product_id: number; quantity: number }> }) =>
  Object.fromEntries(cart.items.map((item) => [item.product_id, item.quantity]));
const setProduct = (id: number, values: { stock?: number; min_order_quantity?: number; is_active?: boolean; wholesale_price_cents?: number }) =>
  t.db.updateTable('products').set(values).where('id', '=', id).execute();

describe('order again', () => {
  it("when a customer orders again, then the order's lines are in the cart at today's prices, as GET /api/cart answers it", async () => {
    const [a, b] = await createProducts(t.db, 2, { wholesale_price_cents: 1000, stock: 50 });
    const { who, order } = await placedOrder(t.app, t.db, [
      [a!, 3],
      [b!, 2],
    ]);
    await setProduct(a!, { wholesale_price_cents: 1250 });
    const response = await reorder(who.token, order.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(
      body.items.map((item: { product_id: number; quantity: number; unit_price: number }) => [item.product_id, item.quantity, item.unit_price]),
    ).toEqual([
      [a, 3, 12.5],
      [b, 2, 10],
    ]);
    expect(body.skipped).toEqual([]);
    expect(body.added.map((line: { quantity: number }) => line.quantity)).toEqual([3, 2]);
    expect(body.replayed).toBe(false);
    const { items, cart } = await cartOf(who.token);
    expect({ items: body.items, cart: body.cart }).toEqual({ items, cart });
  });

  it('when products are short, sold out, no longer sold or have a higher minimum, then quantities are capped or raised and the rest is skipped with reasons', async () => {
    const [short, soldOut, inactive, minimum, fine] = await createProducts(t.db, 5, { stock: 100 });
    const { who, order } = await placedOrder(t.app, t.db, [
      [short!, 10],
      [soldOut!, 2],
      [inactive!, 4],
      [minimum!, 3],
      [fine!, 1],
    ]);
    await setProduct(short!, { stock: 4 });
    await setProduct(soldOut!, { stock: 0 });
    await setProduct(inactive!, { is_active: false });
    await setProduct(minimum!, { min_order_quantity: 6 });
    const body = (await reorder(who.token, order.id)).json();
    expect(quantities(body)).toEqual({ [short!]: 4, [minimum!]: 6, [fine!]: 1 });
    const reasons = Object.fromEntries(
      body.skipped.map((line: { product_id: number; reason: string; requested: number; added: number }) => [
        line.product_id,
        [line.reason, line.requested, line.added],
      ]),
    );
    expect(reasons).toEqual({
      [short!]: ['reduced_to_stock', 10, 4],
      [soldOut!]: ['out_of_stock', 2, 0],
      [inactive!]: ['unavailable', 4, 0],
      [minimum!]: ['raised_to_minimum', 3, 6],
    });
  });

  it('when the cart already holds some of a product, then the order adds on top, capped by the stock', async () => {
    const [a, b] = await createProducts(t.db, 2, { stock: 20 });
    const { who, order } = await placedOrder(t.app, t.db, [
      [a!, 5],
      [b!, 5],
    ]);
    // The order took 5 of each: 15 left.
    await addToCart(t.app, who, a!, 2);
    await addToCart(t.app, who, b!, 12);
    const body = (await reorder(who.token, order.id)).json();
    expect(quantities(body)).toEqual({ [a!]: 7, [b!]: 15 });
    // Named with its weight (decision 091).
    expect(body.skipped).toEqual([
      expect.objectContaining({
        product_id: b,
        name: expect.stringMatching(/^Product \d+ 50g$/),
        reason: 'reduced_to_stock',
        requested: 5,
        added: 3,
      }),
    ]);
  });

  it("when a customer orders another customer's order again, or one that does not exist, then 404 and their cart is unchanged", async () => {
    const [a] = await createProducts(t.db, 1, { stock: 20 });
    const { order } = await placedOrder(t.app, t.db, [[a!, 1]]);
    const other = await createUser(t.db);
    const { token } = await login(t.app, other.email);
    expect((await reorder(token, order.id)).statusCode).toBe(404);
    expect((await reorder(token, 99_999_999)).statusCode).toBe(404);
    expect((await cartOf(token)).items).toEqual([]);
  });

  it('when a visitor or an administrator asks, then 401 and 403', async () => {
    const [a] = await createProducts(t.db, 1, { stock: 20 });
    const { order } = await placedOrder(t.app, t.db, [[a!, 1]]);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/reorder` })).statusCode).toBe(401);
    const admin = await login(t.app, (await createUser(t.db, { admin: true })).email);
    expect((await reorder(admin.token, order.id)).statusCode).toBe(403);
  });

  it('when the button is double-clicked (parallel requests, with or without a key), then the lines are added once and every answer is the cart', async () => {
    const [a] = await createProducts(t.db, 1, { stock: 100 });
    const { who, order } = await placedOrder(t.app, t.db, [[a!, 4]]);
    const instances = [t.app, await t.peer()];
    const plain = await burst(instances, 4, { token: who.token, method: 'POST', url: `/api/orders/${order.id}/reorder` });
    expectNoServerError(plain);
    expect(plain.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(plain.filter((r) => r.json().replayed === false)).toHaveLength(1);
    expect(quantities(await cartOf(who.token))).toEqual({ [a!]: 4 });

    // Later, with one key sent four times at once (a retry, two tabs of one click): once more.
    clock += 11_000;
    const keyed = await burst(instances, 4, {
      token: who.token,
      method: 'POST',
      url: `/api/orders/${order.id}/reorder`,
      headers: { 'idempotency-key': 'reorder-key-0001' },
    });
    expectNoServerError(keyed);
    expect(keyed.filter((r) => r.json().replayed === false)).toHaveLength(1);
    expect(keyed.map((r) => r.json().added)).toEqual(Array.from({ length: 4 }, () => [expect.objectContaining({ product_id: a, quantity: 4 })]));
    expect(quantities(await cartOf(who.token))).toEqual({ [a!]: 8 });
  });

  it('when the same order is ordered again deliberately, after the repeat window or with a new key, then it adds again', async () => {
    const [a] = await createProducts(t.db, 1, { stock: 100 });
    const { who, order } = await placedOrder(t.app, t.db, [[a!, 2]]);
    await reorder(who.token, order.id, 'first-click-1');
    await reorder(who.token, order.id, 'second-click-2');
    clock += 11_000;
    await reorder(who.token, order.id);
    expect(quantities(await cartOf(who.token))).toEqual({ [a!]: 6 });
  });

  it('when a key already used for one order is sent for another, then 422 IDEMPOTENCY_KEY_REUSED and nothing is added', async () => {
    const [a, b] = await createProducts(t.db, 2, { stock: 100 });
    const first = await placedOrder(t.app, t.db, [[a!, 2]]);
    await reorder(first.who.token, first.order.id, 'one-press-key');
    await addToCart(t.app, first.who, b!, 1);
    const checkout = await t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(first.who.token), payload: checkoutBody(first.who) });
    const other = await reorder(first.who.token, checkout.json().order.id, 'one-press-key');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(quantities(await cartOf(first.who.token))).toEqual({});
  });

  it('when the key is malformed, then 400', async () => {
    const [a] = await createProducts(t.db, 1, { stock: 100 });
    const { who, order } = await placedOrder(t.app, t.db, [[a!, 2]]);
    expect((await reorder(who.token, order.id, 'short')).statusCode).toBe(400);
  });
});

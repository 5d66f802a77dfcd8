import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/build-test-app.ts';
import { burst, expectNoServerError, expectStockConserved, parallelShop, stockOf, tally } from '../test/parallel.ts';
import { createProducts } from '../test/products.ts';
import { addToCart, checkoutBody, shopper } from '../test/shoppers.ts';

// Real parallel requests through the whole HTTP stack, on two instances sharing one PostgreSQL
// database (on SQLite, the one instance that owns the data folder).
let t: TestApp;
let instances: FastifyInstance[];
beforeAll(async () => {
  ({ t, instances } = await parallelShop());
});
afterAll(async () => t.close());

const ordersOf = async (userId: number) => t.db.selectFrom('orders').select(['id', 'status']).where('user_id', '=', userId).execute();

describe('checkout under parallel requests', () => {
  it('when one cart is sent 10 times at once, then one order is placed, stock is taken once and the others get 409', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 100 });
    const buyer = await shopper(t.app, t.db);
    await addToCart(t.app, buyer, product!, 7);
    const answers = await burst(instances, 10, { token: buyer.token, method: 'POST', url: '/api/orders', payload: checkoutBody(buyer) });
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 201: 1, 409: 9 });
    expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code))).toEqual(new Set(['CART_EMPTY']));
    expect(await ordersOf(buyer.userId)).toHaveLength(1);
    expect(await stockOf(t.db, product!)).toBe(93);
    await expectStockConserved(t.db, product!, 100);
  });

  it('when a double click sends one Idempotency-Key 10 times, then every answer is the same single order and one mail leaves', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 100 });
    const buyer = await shopper(t.app, t.db);
    await addToCart(t.app, buyer, product!, 3);
    const key = `checkout-${buyer.userId}-0b9f2c1e`;
    const answers = await burst(instances, 10, {
      token: buyer.token,
      method: 'POST',
      url: '/api/orders',
      payload: checkoutBody(buyer),
      headers: { 'idempotency-key': key },
    });
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 201: 10 });
    const ids = new Set(answers.map((a) => a.json().order.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await ordersOf(buyer.userId)).toHaveLength(1);
    expect(await stockOf(t.db, product!)).toBe(97);
    const confirmations = (await t.outbox()).filter((m) => m.to.includes(buyer.email) && m.subject.startsWith('Order confirmation'));
    expect(confirmations).toHaveLength(1);
  });

  it('when 30 buyers race for the last 5 units, then exactly 5 orders are placed, 25 are refused with 409 and stock ends at 0', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 5 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => shopper(t.app, t.db)));
    for (const buyer of buyers) await addToCart(t.app, buyer, product!, 1);
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        instances[i % instances.length]!.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { authorization: `Bearer ${buyer.token}` },
          payload: checkoutBody(buyer),
        }),
      ),
    );
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 201: 5, 409: 25 });
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(['OUT_OF_STOCK', 'INSUFFICIENT_STOCK']).toContain(refused.json().code);
    expect(await stockOf(t.db, product!)).toBe(0);
    await expectStockConserved(t.db, product!, 5);
  });

  it('when one product is added 10 times at once, then the cart has one line with all the units and no request fails', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 100 });
    const buyer = await shopper(t.app, t.db);
    const answers = await burst(instances, 10, {
      token: buyer.token,
      method: 'POST',
      url: '/api/cart/add',
      payload: { product_id: product, quantity: 2 },
    });
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 200: 10 });
    const lines = await t.db
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .select(['cart_items.product_id', 'cart_items.quantity'])
      .where('carts.user_id', '=', buyer.userId)
      .execute();
    expect(lines).toEqual([{ product_id: product, quantity: 20 }]);
  });

  it('when the adds would pass the stock, then the cart stops at the stock and the rest get 409', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 9 });
    const buyer = await shopper(t.app, t.db);
    const answers = await burst(instances, 10, {
      token: buyer.token,
      method: 'POST',
      url: '/api/cart/add',
      payload: { product_id: product, quantity: 2 },
    });
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 200: 4, 409: 6 });
    const line = await t.db
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .select('cart_items.quantity')
      .where('carts.user_id', '=', buyer.userId)
      .executeTakeFirstOrThrow();
    expect(line.quantity).toBe(8);
  });

  it('when a checkout and cart edits from a second tab run at once, then the order holds exactly what its cart held and nothing is lost or doubled', async () => {
    const [a, b] = await createProducts(t.db, 2, { stock: 50 });
    const buyer = await shopper(t.app, t.db);
    await addToCart(t.app, buyer, a!, 5);
    const [checkout, add] = await Promise.all([
      instances[0]!.inject({ method: 'POST', url: '/api/orders', headers: { authorization: `Bearer ${buyer.token}` }, payload: checkoutBody(buyer) }),
      instances[1 % instances.length]!.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { authorization: `Bearer ${buyer.token}` },
        payload: { product_id: b, quantity: 4 },
      }),
    ]);
    expectNoServerError([checkout, add]);
    expect(checkout.statusCode).toBe(201);
    const ordered = checkout.json().order.items.map((i: { product_id: number; quantity: number }) => [i.product_id, i.quantity]);
    const cart = await t.db
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .select(['cart_items.product_id', 'cart_items.quantity'])
      .where('carts.user_id', '=', buyer.userId)
      .execute();
    // B went either into the order (added first) or stays in the cart (added after): never both, never lost.
    const bInOrder = ordered.some(([id]: [number]) => id === b);
    expect(bInOrder ? cart : cart.map((l) => [l.product_id, l.quantity])).toEqual(bInOrder ? [] : [[b, 4]]);
    await expectStockConserved(t.db, a!, 50);
    await expectStockConserved(t.db, b!, 50);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/build-test-app.ts';
import { burst, expectNoServerError, expectStockConserved, parallelShop, stockOf, tally } from '../test/parallel.ts';
import { createProducts } from '../test/products.ts';
import { placedOrder } from '../test/shoppers.ts';

let t: TestApp;
let instances: FastifyInstance[];
let admin: string;
let secondAdmin: string;
beforeAll(async () => {
  ({ t, instances, admin, secondAdmin } = await parallelShop());
});
afterAll(async () => t.close());

const invoicesOf = async (orderId: number) => t.db.selectFrom('invoices').select(['id', 'invoice_number']).where('order_id', '=', orderId).execute();
const statusOf = async (orderId: number) =>
  (await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;

describe('order lifecycle under parallel requests', () => {
  it('when an order is cancelled 5 times at once, then its stock comes back once and every answer is the cancelled order', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 1000 });
    const { order } = await placedOrder(t.app, t.db, [[product!, 50]]);
    const answers = await burst(instances, 5, { token: admin, method: 'POST', url: `/api/orders/${order.id}/cancel` });
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 200: 5 });
    expect(answers.every((a) => a.json().order.status === 'cancelled')).toBe(true);
    expect(await stockOf(t.db, product!)).toBe(1000);
  });

  it('when "ended" is sent 10 times at once, then one invoice is issued, one answer says so and none fails', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 100 });
    const { order } = await placedOrder(t.app, t.db, [[product!, 2]]);
    const answers = await burst(instances, 10, {
      token: admin,
      method: 'PATCH',
      url: `/api/orders/admin/${order.id}/status`,
      payload: { status: 'ended' },
    });
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 200: 10 });
    expect(answers.filter((a) => a.json().invoiceGenerated === true)).toHaveLength(1);
    expect(await invoicesOf(order.id)).toHaveLength(1);
    await expectStockConserved(t.db, product!, 100);
  });

  it('when cancel and end race from two administrators, then exactly one wins and stock and invoice agree with it', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 200 });
    for (let round = 0; round < 5; round++) {
      const { order } = await placedOrder(t.app, t.db, [[product!, 10]]);
      const [cancel, end] = await Promise.all([
        instances[0]!.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: { authorization: `Bearer ${admin}` } }),
        instances[1 % instances.length]!.inject({
          method: 'PATCH',
          url: `/api/orders/admin/${order.id}/status`,
          headers: { authorization: `Bearer ${secondAdmin}` },
          payload: { status: 'ended' },
        }),
      ]);
      expectNoServerError([cancel, end]);
      const final = await statusOf(order.id);
      expect(['cancelled', 'ended']).toContain(final);
      // The loser is refused with 409: the winner's status is final.
      expect([cancel.statusCode, end.statusCode].sort()).toEqual([200, 409]);
      expect((final === 'cancelled' ? end : cancel).json().code).toBe('INVALID_TRANSITION');
      expect(await invoicesOf(order.id)).toHaveLength(final === 'ended' ? 1 : 0);
    }
    await expectStockConserved(t.db, product!, 200);
  });

  it('when the same item edit is sent 10 times at once, then stock moves once', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 100, wholesale_price_cents: 1000 });
    const { order } = await placedOrder(t.app, t.db, [[product!, 10]]);
    const edit = { items: [{ product_id: product, quantity: 25, unit_price: 10 }] };
    const answers = await burst(instances, 10, { token: admin, method: 'PUT', url: `/api/orders/admin/${order.id}/items`, payload: edit });
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 200: 10 });
    expect(await stockOf(t.db, product!)).toBe(75);
    await expectStockConserved(t.db, product!, 100);
  });

  it('when the same item edit is sent 10 times with the version it was read at, then one is applied and the others get 409 STALE_WRITE', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 100, wholesale_price_cents: 1000 });
    const { order } = await placedOrder(t.app, t.db, [[product!, 10]]);
    const edit = { items: [{ product_id: product, quantity: 12, unit_price: 10 }], version: order.version };
    const answers = await burst(instances, 10, { token: admin, method: 'PUT', url: `/api/orders/admin/${order.id}/items`, payload: edit });
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 200: 1, 409: 9 });
    expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code))).toEqual(new Set(['STALE_WRITE']));
    expect(await stockOf(t.db, product!)).toBe(88);
  });

  it('when customers order while administrators cancel, end and edit at the same time, then stock plus units in live orders stays what it was', async () => {
    const products = await createProducts(t.db, 3, { stock: 60, wholesale_price_cents: 500 });
    const placed = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        placedOrder(t.app, t.db, [
          [products[i % 3]!, 2],
          [products[(i + 1) % 3]!, 1],
        ]),
      ),
    );
    const work = placed.flatMap(({ order }, i) => {
      const via = instances[i % instances.length]!;
      const headers = { authorization: `Bearer ${i % 2 ? admin : secondAdmin}` };
      const cancel = () => via.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers });
      const end = () => via.inject({ method: 'PATCH', url: `/api/orders/admin/${order.id}/status`, headers, payload: { status: 'ended' } });
      const edit = () =>
        via.inject({
          method: 'PUT',
          url: `/api/orders/admin/${order.id}/items`,
          headers,
          payload: { items: [{ product_id: products[i % 3], quantity: 4, unit_price: 5 }] },
        });
      return i % 3 === 0 ? [cancel(), end()] : i % 3 === 1 ? [edit(), cancel(), edit()] : [edit(), end(), cancel()];
    });
    const answers = await Promise.all(work);
    expectNoServerError(answers);
    for (const product of products) await expectStockConserved(t.db, product, 60);
    for (const { order } of placed) {
      const status = await statusOf(order.id);
      expect(await invoicesOf(order.id)).toHaveLength(status === 'ended' ? 1 : 0);
    }
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/build-test-app.ts';
import { bearer } from '../test/factories.ts';
import { burst, expectNoServerError, parallelShop, tally } from '../test/parallel.ts';
import { createProducts } from '../test/products.ts';
import { placedOrder } from '../test/shoppers.ts';

let t: TestApp;
let instances: FastifyInstance[];
let admin: string;
beforeAll(async () => {
  ({ t, instances, admin } = await parallelShop());
});
afterAll(async () => t.close());

async function confirmedOrder() {
  const [product] = await createProducts(t.db, 1, { stock: 100 });
  const placed = await placedOrder(t.app, t.db, [[product!, 3]]);
  const confirm = await t.app.inject({
    method: 'PATCH',
    url: `/api/orders/admin/${placed.order.id}/status`,
    headers: bearer(admin),
    payload: { status: 'confirmed' },
  });
  expect(confirm.statusCode).toBe(200);
  return placed;
}
const livePreInvoices = async (orderId: number) =>
  t.db.selectFrom('pre_invoices').select(['id', 'status']).where('order_id', '=', orderId).where('status', '!=', 'cancelled').execute();
const invoicesOf = async (orderId: number) => t.db.selectFrom('invoices').select('invoice_number').where('order_id', '=', orderId).execute();
const counter = async (kind: string) =>
  (await t.db.selectFrom('document_counters').select('last_number').where('kind', '=', kind).executeTakeFirst())?.last_number ?? 0;

describe('documents under parallel requests', () => {
  it('when 10 pre-invoices are asked for one order at once, then one is issued, 9 get 409 and one number is used', async () => {
    const { order } = await confirmedOrder();
    const before = await counter('pre_invoice');
    const answers = await burst(instances, 10, {
      token: admin,
      method: 'POST',
      url: `/api/orders/admin/${order.id}/create-pre-invoice`,
      payload: {},
    });
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 201: 1, 409: 9 });
    expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().error))).toEqual(
      new Set(['A pre-invoice already exists for this order']),
    );
    expect(await livePreInvoices(order.id)).toHaveLength(1);
    expect(await counter('pre_invoice')).toBe(before + 1);
  });

  it('when the customer and an administrator ask for a pre-invoice at the same moment, then the order gets one', async () => {
    const { order, who } = await confirmedOrder();
    const [mine, theirs] = await Promise.all([
      instances[0]!.inject({ method: 'POST', url: `/api/pre-invoices/create-from-order/${order.id}`, headers: bearer(who.token), payload: {} }),
      instances[1 % instances.length]!.inject({
        method: 'POST',
        url: `/api/orders/admin/${order.id}/create-pre-invoice`,
        headers: bearer(admin),
        payload: {},
      }),
    ]);
    expectNoServerError([mine, theirs]);
    expect([mine.statusCode, theirs.statusCode].sort()).toEqual([201, 409]);
    expect(await livePreInvoices(order.id)).toHaveLength(1);
  });

  it('when one pre-invoice is converted 10 times at once, then one invoice is issued with one number', async () => {
    const { order } = await confirmedOrder();
    const pre = (
      await t.app.inject({ method: 'POST', url: `/api/orders/admin/${order.id}/create-pre-invoice`, headers: bearer(admin), payload: {} })
    ).json().preInvoice;
    const before = await counter('invoice');
    const answers = await burst(instances, 10, { token: admin, method: 'POST', url: `/api/pre-invoices/admin/${pre.id}/convert` });
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 201: 1, 409: 9 });
    expect(await invoicesOf(order.id)).toHaveLength(1);
    expect(await counter('invoice')).toBe(before + 1);
  });

  it('when a pre-invoice is cancelled while it is converted, then it ends either converted with its invoice or cancelled without one', async () => {
    const { order } = await confirmedOrder();
    const pre = (
      await t.app.inject({ method: 'POST', url: `/api/orders/admin/${order.id}/create-pre-invoice`, headers: bearer(admin), payload: {} })
    ).json().preInvoice;
    const answers = await Promise.all([
      instances[0]!.inject({ method: 'POST', url: `/api/pre-invoices/admin/${pre.id}/convert`, headers: bearer(admin) }),
      instances[1 % instances.length]!.inject({
        method: 'PATCH',
        url: `/api/pre-invoices/admin/${pre.id}/status`,
        headers: bearer(admin),
        payload: { status: 'cancelled' },
      }),
    ]);
    expectNoServerError(answers);
    const final = (await t.db.selectFrom('pre_invoices').select('status').where('id', '=', pre.id).executeTakeFirstOrThrow()).status;
    expect(['converted', 'cancelled']).toContain(final);
    expect(await invoicesOf(order.id)).toHaveLength(final === 'converted' ? 1 : 0);
  });

  it('when the invoice of an ended order is asked for 10 times at once, then one is issued and the others get 409', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 100 });
    const { order, who } = await placedOrder(t.app, t.db, [[product!, 1]]);
    // An ended order whose invoice was never issued (as after an import): the explicit call issues it.
    await t.db.updateTable('orders').set({ status: 'ended' }).where('id', '=', order.id).execute();
    const answers = await burst(instances, 10, { token: who.token, method: 'POST', url: `/api/invoices/create/${order.id}` });
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 201: 1, 409: 9 });
    expect(await invoicesOf(order.id)).toHaveLength(1);
  });

  it('when 20 orders end at once, then their invoices carry 20 consecutive numbers', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 100 });
    const orders = await Promise.all(Array.from({ length: 20 }, () => placedOrder(t.app, t.db, [[product!, 1]])));
    const answers = await Promise.all(
      orders.map(({ order }, i) =>
        instances[i % instances.length]!.inject({
          method: 'PATCH',
          url: `/api/orders/admin/${order.id}/status`,
          headers: bearer(admin),
          payload: { status: 'ended' },
        }),
      ),
    );
    expectNoServerError(answers);
    const numbers = (
      await t.db
        .selectFrom('invoices')
        .select('invoice_number')
        .where(
          'order_id',
          'in',
          orders.map((o) => o.order.id),
        )
        .execute()
    )
      .map((r) => Number(r.invoice_number.split('-').at(-1)))
      .sort((a, b) => a - b);
    expect(numbers).toHaveLength(20);
    expect(numbers.at(-1)! - numbers[0]!).toBe(19);
  });
});

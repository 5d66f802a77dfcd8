import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/build-test-app.ts';
import { createTestApp } from '../test/build-test-app.ts';
import { bearer, createUser, login } from '../test/factories.ts';
import { invoicedOrder } from '../test/invoiced.ts';
import { burst, expectNoServerError } from '../test/parallel.ts';
import { createProducts } from '../test/products.ts';
import { placedOrder, shopper } from '../test/shoppers.ts';

// Decision 059: every adding call takes an optional Idempotency-Key. The same key fired several
// times at once, over two instances (PostgreSQL: two pools), does the write once, and every answer
// is the first one; a new key adds again.

let t: TestApp;
let instances: FastifyInstance[];
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '10000' });
  instances = [t.app, await t.peer()];
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const COPIES = 6;
type Request = { token: string; url: string; payload?: object; key: string };
const fire = (request: Request, count = COPIES) =>
  burst(instances, count, {
    token: request.token,
    method: 'POST',
    url: request.url,
    headers: { 'idempotency-key': request.key },
    ...(request.payload ? { payload: request.payload } : {}),
  });
const replayed = (response: LightMyRequestResponse) => response.headers['idempotent-replayed'] === 'true';

/** Every copy answered `status`, one did the work, the others say they replayed it, and all bodies are the first one's. */
function expectDoneOnce(responses: LightMyRequestResponse[], status: number): Record<string, unknown> {
  expectNoServerError(responses);
  expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: COPIES }, () => status));
  const first = responses.filter((r) => !replayed(r));
  expect(first).toHaveLength(1);
  for (const response of responses) expect(response.json()).toEqual(first[0]!.json());
  return first[0]!.json();
}

const cartOf = async (token: string) => {
  const cart = (await t.app.inject({ url: '/api/cart', headers: bearer(token) })).json() as {
    items: Array<{ product_id: number; quantity: number }>;
  };
  return Object.fromEntries(cart.items.map((item) => [item.product_id, item.quantity]));
};
const skuOf = async (id: number) => (await t.db.selectFrom('products').select('sku').where('id', '=', id).executeTakeFirstOrThrow()).sku;

describe('adding calls with the same Idempotency-Key fired at once', () => {
  it('when a quick order is double-tapped (same key, in parallel), then every line is added once and every answer is the first one; a new key adds again', async () => {
    const who = await shopper(t.app, t.db);
    const [a, b] = await createProducts(t.db, 2, { stock: 100 });
    const payload = {
      items: [
        { sku: await skuOf(a!), quantity: 3 },
        { sku: await skuOf(b!), quantity: 2 },
        { sku: 'NO-SUCH-SKU', quantity: 1 },
      ],
    };
    const request = { token: who.token, url: '/api/cart/bulk-add', payload, key: 'quick-order-press-1' };
    const answer = expectDoneOnce(await fire(request), 200);
    expect(answer).toMatchObject({
      added: [
        { product_id: a, quantity: 3 },
        { product_id: b, quantity: 2 },
      ],
      errors: [{ sku: 'NO-SUCH-SKU', code: 'unknown_sku' }],
    });
    expect(await cartOf(who.token)).toEqual({ [a!]: 3, [b!]: 2 });

    expectDoneOnce(await fire({ ...request, key: 'quick-order-press-2' }), 200);
    expect(await cartOf(who.token)).toEqual({ [a!]: 6, [b!]: 4 });
  });

  it('when "Add to cart" is double-clicked (same key, in parallel), then the quantity is added once; a new key adds again', async () => {
    const who = await shopper(t.app, t.db);
    const [a] = await createProducts(t.db, 1, { stock: 100 });
    const request = { token: who.token, url: '/api/cart/add', payload: { product_id: a, quantity: 2 }, key: 'add-to-cart-press-1' };
    expectDoneOnce(await fire(request), 200);
    expect(await cartOf(who.token)).toEqual({ [a!]: 2 });
    expectDoneOnce(await fire({ ...request, key: 'add-to-cart-press-2' }), 200);
    expect(await cartOf(who.token)).toEqual({ [a!]: 4 });
  });

  it('when the new address form is submitted twice at once (same key), then one address is added and both answers are it; a new key adds another', async () => {
    const who = await shopper(t.app, t.db);
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('addresses')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', who.userId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const payload = { address_name: 'Warehouse', street_address: 'Savanorių pr. 1', city: 'Vilnius', country: 'LT', tobacco_license: 'TL-900' };
    const request = { token: who.token, url: '/api/users/addresses', payload, key: 'address-form-press-1' };
    const answer = expectDoneOnce(await fire(request), 201);
    expect(answer).toMatchObject({ address: { address_name: 'Warehouse' } });
    expect(await count()).toBe(before + 1);
    expectDoneOnce(await fire({ ...request, key: 'address-form-press-2' }), 201);
    expect(await count()).toBe(before + 2);
  });

  it('when a credit note is issued twice at once (same key), then one note with one number is issued and both answers are it; a new key issues another', async () => {
    const { invoice, skus } = await invoicedOrder(t, admin);
    const notes = async () => t.db.selectFrom('credit_notes').select('credit_note_number').where('invoice_id', '=', invoice.id).execute();
    const payload = { reason: 'One unit came back', items: [{ sku: skus[0], quantity: 1 }], goods_returned: true };
    const request = { token: admin, url: `/api/invoices/admin/${invoice.id}/credit-note`, payload, key: 'credit-note-press-1' };
    const answer = expectDoneOnce(await fire(request), 201) as { creditNote: { credit_note_number: string } };
    expect(await notes()).toEqual([{ credit_note_number: answer.creditNote.credit_note_number }]);
    expectDoneOnce(await fire({ ...request, key: 'credit-note-press-2' }), 201);
    expect(await notes()).toHaveLength(2);
  });

  it('when an administrator asks for a pre-invoice twice at once (same key), then one is issued and both answers are it; a new key is refused, the order having one', async () => {
    const { order } = await confirmedOrder();
    const request = { token: admin, url: `/api/orders/admin/${order.id}/create-pre-invoice`, payload: {}, key: 'pre-invoice-press-1' };
    const answer = expectDoneOnce(await fire(request), 201) as { preInvoice: { pre_invoice_number: string } };
    expect(await preInvoicesOf(order.id)).toEqual([answer.preInvoice.pre_invoice_number]);
    const again = await fire({ ...request, key: 'pre-invoice-press-2' }, 1);
    expect(again[0]!.statusCode).toBe(409);
    expect(again[0]!.json()).toMatchObject({ reason: 'preInvoiceExists' });
  });

  it("when a customer asks for the order's pre-invoice twice at once (same key), then one is issued and both answers are it", async () => {
    const { order, who } = await confirmedOrder();
    const request = { token: who.token, url: `/api/pre-invoices/create-from-order/${order.id}`, payload: {}, key: 'my-pre-invoice-press-1' };
    const answer = expectDoneOnce(await fire(request), 201) as { preInvoice: { pre_invoice_number: string } };
    expect(await preInvoicesOf(order.id)).toEqual([answer.preInvoice.pre_invoice_number]);
  });
});

async function confirmedOrder() {
  const [product] = await createProducts(t.db, 1, { stock: 100 });
  const placed = await placedOrder(t.app, t.db, [[product!, 3]]);
  const url = `/api/orders/admin/${placed.order.id}/status`;
  expect((await t.app.inject({ method: 'PATCH', url, headers: bearer(admin), payload: { status: 'confirmed' } })).statusCode).toBe(200);
  return placed;
}
const preInvoicesOf = async (orderId: number) =>
  (await t.db.selectFrom('pre_invoices').select('pre_invoice_number').where('order_id', '=', orderId).execute()).map((row) => row.pre_invoice_number);

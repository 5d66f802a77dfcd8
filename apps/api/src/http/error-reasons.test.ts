import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { bearer, createUser, login, PASSWORD } from '../test/factories.ts';
import { createProducts } from '../test/products.ts';
import { addToCart, checkoutBody, placedOrder, shopper } from '../test/shoppers.ts';

// Decision 030: every refusal carries its class (`code`), its specific `reason` and the `params` of its
// variable parts, besides the English text API users read.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '2' });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

/** A product as refusals name it: its name and weight (decision 091). */
const productName = async (id: number) => {
  const row = await t.db.selectFrom('products').select(['name', 'weight']).where('id', '=', id).executeTakeFirstOrThrow();
  return `${row.name} ${row.weight}`;
};

describe('refusals carry a reason and params', () => {
  it('when more is added to the cart than is in stock, then INSUFFICIENT_STOCK with reason insufficientStock and the product and the units left', async () => {
    const who = await shopper(t.app, t.db);
    const [few] = await createProducts(t.db, 1, { stock: 3 });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: bearer(who.token),
      payload: { product_id: few, quantity: 5 },
    });
    const name = await productName(few!);
    expect([answer.statusCode, answer.json()]).toEqual([
      409,
      {
        success: false,
        code: 'INSUFFICIENT_STOCK',
        reason: 'insufficientStock',
        params: { product: name, available: 3 },
        error: `Only 3 of "${name}" in stock`,
        request_id: answer.headers['x-request-id'],
      },
    ]);
  });

  it('when the stock fell below the cart between adding and checkout, then checkout answers insufficientStock with the units left', async () => {
    const who = await shopper(t.app, t.db);
    const [product] = await createProducts(t.db, 1, { stock: 10 });
    await addToCart(t.app, who, product!, 6);
    await t.db.updateTable('products').set({ stock: 2 }).where('id', '=', product!).execute();
    const answer = await t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(who.token), payload: checkoutBody(who) });
    expect([answer.statusCode, answer.json().code, answer.json().reason, answer.json().params]).toEqual([
      409,
      'INSUFFICIENT_STOCK',
      'insufficientStock',
      { product: await productName(product!), available: 2 },
    ]);
  });

  it('when a second pre-invoice is asked for an order, then DOCUMENT_EXISTS with reason preInvoiceExists and no params', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 10 });
    const { order } = await placedOrder(t.app, t.db, [[product!, 1]]);
    const call = (method: 'PATCH' | 'POST', url: string, payload: object) => t.app.inject({ method, url, headers: bearer(admin), payload });
    await call('PATCH', `/api/orders/admin/${order.id}/status`, { status: 'confirmed' });
    expect((await call('POST', `/api/orders/admin/${order.id}/create-pre-invoice`, {})).statusCode).toBe(201);
    const again = await call('POST', `/api/orders/admin/${order.id}/create-pre-invoice`, {});
    expect([again.statusCode, again.json()]).toEqual([
      409,
      {
        success: false,
        code: 'DOCUMENT_EXISTS',
        reason: 'preInvoiceExists',
        error: 'A pre-invoice already exists for this order',
        request_id: again.headers['x-request-id'],
      },
    ]);
  });

  it('when an ended order is moved back, then INVALID_TRANSITION with reason transitionFinalEnded', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 10 });
    const { order } = await placedOrder(t.app, t.db, [[product!, 1]]);
    const setStatus = (status: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/orders/admin/${order.id}/status`, headers: bearer(admin), payload: { status } });
    expect((await setStatus('ended')).statusCode).toBe(200);
    const back = await setStatus('sent');
    expect([back.statusCode, back.json().code, back.json().reason, back.json().error]).toEqual([
      409,
      'INVALID_TRANSITION',
      'transitionFinalEnded',
      'An ended order cannot be changed',
    ]);
  });

  it('when an account is throttled, then RATE_LIMITED with reason tooManyAttempts and the whole minutes to wait', async () => {
    const user = await createUser(t.db);
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'wrong-pass' }, remoteAddress: '10.30.0.1' });
    await attempt();
    await attempt();
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
      remoteAddress: '10.30.0.1',
    });
    const body = blocked.json();
    expect([blocked.statusCode, body.code, body.reason]).toEqual([429, 'RATE_LIMITED', 'tooManyAttempts']);
    expect(body.params.minutes).toBeGreaterThanOrEqual(1);
    expect(body.error).toBe(`Too many attempts. Please try again in ${body.params.minutes} minute${body.params.minutes === 1 ? '' : 's'}.`);
  });

  it('when a field is refused by the schema, then VALIDATION_ERROR with reason invalidFields, the English text and the key per field', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not-an-address', password: 'x' } });
    const body = answer.json();
    expect([answer.statusCode, body.code, body.reason, body.error]).toEqual([
      400,
      'VALIDATION_ERROR',
      'invalidFields',
      'Please enter a valid email address',
    ]);
    expect([body.details.email, body.detail_reasons.email]).toEqual(['Please enter a valid email address', 'emailInvalid']);
  });

  it('when a route does not exist, then NOT_FOUND with reason routeNotFound and the method and path', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(answer.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      reason: 'routeNotFound',
      params: { method: 'GET', path: '/api/no-such-thing' },
      error: 'Route GET /api/no-such-thing not found',
      request_id: answer.headers['x-request-id'],
    });
  });
});

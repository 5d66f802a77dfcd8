import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';
import { placedOrder } from '../../test/shoppers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const history = (token: string, id: number) => t.app.inject({ url: `/api/orders/${id}/history`, headers: bearer(token) });

describe('an order’s status history', () => {
  it('when an order is confirmed and then ended, then its customer reads placed, confirmed and ended in order, without who did it', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 10 });
    const { who, order } = await placedOrder(t.app, t.db, [[product!, 1]]);
    expect((await history(who.token, order.id)).json().history.map((step: { status: string }) => step.status)).toEqual(['received']);
    for (const status of ['confirmed', 'ended'])
      await t.app.inject({ method: 'PATCH', url: `/api/orders/admin/${order.id}/status`, headers: bearer(admin), payload: { status } });

    const steps = (await history(who.token, order.id)).json().history;
    expect(steps.map((step: { status: string }) => step.status)).toEqual(['received', 'confirmed', 'ended']);
    const times = steps.map((step: { at: string }) => Date.parse(step.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(JSON.stringify(steps)).not.toContain('@');
    expect((await history(admin, order.id)).json().history).toEqual(steps);
  });

  it('when another customer or a visitor asks, then the order is not found for them', async () => {
    const [product] = await createProducts(t.db, 1, { stock: 10 });
    const { order } = await placedOrder(t.app, t.db, [[product!, 1]]);
    const { token } = await login(t.app, (await createUser(t.db)).email);
    expect((await history(token, order.id)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/orders/${order.id}/history` })).statusCode).toBe(401);
    expect((await history(token, 0)).statusCode).toBe(400);
  });
});

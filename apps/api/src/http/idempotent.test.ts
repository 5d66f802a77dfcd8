import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetIdempotentRequests } from '../db/idempotency.ts';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { bearer } from '../test/factories.ts';
import { createProducts } from '../test/products.ts';
import { shopper, type Shopper } from '../test/shoppers.ts';
import { IDEMPOTENCY_KEY_TTL_MS } from './idempotent.ts';

// Decision 059: the rules of the Idempotency-Key every adding call shares, shown on cart add and bulk-add.

let t: TestApp;
/** The shop's clock, moved past a key's day. */
let clock = Date.parse('2026-11-29T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => new Date(clock) });
});
afterAll(async () => t.close());

const add = (who: Shopper, body: { product_id: number; quantity: number }, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: { ...bearer(who.token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
const bulkAdd = (who: Shopper, items: Array<{ sku: string; quantity: number }>, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart/bulk-add',
    headers: { ...bearer(who.token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { items },
  });
const quantityOf = async (who: Shopper, productId: number) =>
  (await t.app.inject({ url: '/api/cart', headers: bearer(who.token) }))
    .json()
    .items.find((item: { product_id: number }) => item.product_id === productId)?.quantity ?? 0;
const product = async (stock = 100) => {
  const [id] = await createProducts(t.db, 1, { stock });
  const { sku } = await t.db.selectFrom('products').select('sku').where('id', '=', id!).executeTakeFirstOrThrow();
  return { id: id!, sku };
};

describe('Idempotency-Key on the adding calls', () => {
  it('when no key is sent, then every call adds, as before', async () => {
    const who = await shopper(t.app, t.db);
    const a = await product();
    await add(who, { product_id: a.id, quantity: 1 });
    const second = await add(who, { product_id: a.id, quantity: 1 });
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await quantityOf(who, a.id)).toBe(2);
  });

  it('when a key is sent again with another body, then 422 IDEMPOTENCY_KEY_REUSED names it and nothing more is added', async () => {
    const who = await shopper(t.app, t.db);
    const a = await product();
    expect((await bulkAdd(who, [{ sku: a.sku, quantity: 2 }], 'press-0001')).statusCode).toBe(200);
    const reused = await bulkAdd(who, [{ sku: a.sku, quantity: 5 }], 'press-0001');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      reason: 'idempotencyKeyReused',
      error: expect.stringContaining('Idempotency-Key'),
    });
    expect(await quantityOf(who, a.id)).toBe(2);
  });

  it('when the same key is sent again later, then the answer is the first one marked Idempotent-Replayed, with the cart as it is now', async () => {
    const who = await shopper(t.app, t.db);
    const [a, b] = [await product(), await product()];
    const first = await bulkAdd(who, [{ sku: a.sku, quantity: 2 }], 'press-0002');
    await add(who, { product_id: b.id, quantity: 1 });
    const again = await bulkAdd(who, [{ sku: a.sku, quantity: 2 }], 'press-0002');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().added).toEqual(first.json().added);
    expect(
      again
        .json()
        .items.map((item: { product_id: number }) => item.product_id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect(await quantityOf(who, a.id)).toBe(2);
  });

  it('when one key is used on two different calls or by two customers, then each is its own and adds', async () => {
    const [me, you] = [await shopper(t.app, t.db), await shopper(t.app, t.db)];
    const a = await product();
    await add(me, { product_id: a.id, quantity: 1 }, 'shared-key-1');
    await bulkAdd(me, [{ sku: a.sku, quantity: 1 }], 'shared-key-1');
    await add(you, { product_id: a.id, quantity: 1 }, 'shared-key-1');
    expect(await quantityOf(me, a.id)).toBe(2);
    expect(await quantityOf(you, a.id)).toBe(1);
  });

  it('when the first request with a key was refused, then a retry with the same key runs afresh', async () => {
    const who = await shopper(t.app, t.db);
    const a = await product(1);
    expect((await add(who, { product_id: a.id, quantity: 3 }, 'retry-key-1')).statusCode).toBe(409);
    await t.db.updateTable('products').set({ stock: 10 }).where('id', '=', a.id).execute();
    const retry = await add(who, { product_id: a.id, quantity: 3 }, 'retry-key-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await quantityOf(who, a.id)).toBe(3);
  });

  it('when a key is older than a day, then it is forgotten: the same key adds again, and the hourly sweep deletes old keys', async () => {
    const who = await shopper(t.app, t.db);
    const a = await product();
    await add(who, { product_id: a.id, quantity: 1 }, 'old-key-0001');
    clock += IDEMPOTENCY_KEY_TTL_MS + 60_000;
    const later = await add(who, { product_id: a.id, quantity: 1 }, 'old-key-0001');
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await quantityOf(who, a.id)).toBe(2);
    const keys = () => t.db.selectFrom('idempotent_requests').select('idempotency_key').where('user_id', '=', who.userId).execute();
    clock += IDEMPOTENCY_KEY_TTL_MS + 60_000;
    await forgetIdempotentRequests(t.db, new Date(clock - IDEMPOTENCY_KEY_TTL_MS).toISOString());
    expect(await keys()).toEqual([]);
  });

  it('when the key is malformed, then 400 and nothing is added', async () => {
    const who = await shopper(t.app, t.db);
    const a = await product();
    const response = await bulkAdd(who, [{ sku: a.sku, quantity: 1 }], 'short');
    expect(response.statusCode).toBe(400);
    expect(await quantityOf(who, a.id)).toBe(0);
  });
});

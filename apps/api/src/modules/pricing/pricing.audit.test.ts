import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@shop/domain';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';

// Every price an administrator sets or removes is in the audit log, under its product's id,
// read here through the API.

let t: TestApp;
let admin: { token: string; id: number; email: string };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  const a = await createUser(t.db, { admin: true });
  admin = { token: (await login(t.app, a.email)).token, id: a.id, email: a.email };
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin.token) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** The price entries of a product, oldest first. */
async function priceLog(productId: number): Promise<AuditEntry[]> {
  const response = await call('GET', `/api/audit-log?entity=price&entity_id=${productId}`);
  expect(response.statusCode).toBe(200);
  return response.json().entries.reverse();
}
const story = async (productId: number) => (await priceLog(productId)).map((entry) => [entry.action, entry.changes]);

describe('customer prices', () => {
  it('when an administrator sets and then changes a customer price, then each save is a price.update under them with the changed price only, in cents', async () => {
    const customer = await createUser(t.db);
    const [a = 0, b = 0] = await createProducts(t.db, 2);
    const url = `/api/pricing/admin/customer/${customer.id}/bulk`;
    await call('POST', url, {
      prices: [
        { productId: a, price: 9.99 },
        { productId: b, price: 5 },
      ],
    });
    await call('POST', url, {
      prices: [
        { productId: a, price: 12.5, version: 1 },
        { productId: b, price: 5 },
      ],
    });
    const entries = await priceLog(a);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ actor_id: admin.id, actor_email: admin.email, action: 'price.update', entity: 'price', entity_id: String(a) });
    expect(entries.map((entry) => entry.changes)).toEqual([
      { [`customer_${customer.id}.price_cents`]: { from: null, to: 999 } },
      { [`customer_${customer.id}.price_cents`]: { from: 999, to: 1250 } },
    ]);
    expect((await priceLog(b)).map((entry) => entry.action)).toEqual(['price.update']);
  });

  it('when customer prices are removed one by one, by 0 in a save or all at once, then each product gets a price.delete to null', async () => {
    const customer = await createUser(t.db);
    const [a = 0, b = 0, c = 0] = await createProducts(t.db, 3);
    const field = `customer_${customer.id}.price_cents`;
    await call('POST', `/api/pricing/admin/customer/${customer.id}/bulk`, {
      prices: [
        { productId: a, price: 1 },
        { productId: b, price: 2 },
        { productId: c, price: 3 },
      ],
    });
    expect((await call('DELETE', `/api/pricing/admin/customer/${customer.id}/product/${a}`)).statusCode).toBe(200);
    await call('POST', `/api/pricing/admin/customer/${customer.id}/bulk`, { prices: [{ productId: b, price: 0 }] });
    expect((await call('DELETE', `/api/pricing/admin/customer/${customer.id}/all`)).json().deleted).toBe(1);
    expect((await priceLog(a)).at(-1)).toMatchObject({ action: 'price.delete', actor_id: admin.id, changes: { [field]: { from: 100, to: null } } });
    expect((await story(b)).at(-1)).toEqual(['price.delete', { [field]: { from: 200, to: null } }]);
    expect((await story(c)).at(-1)).toEqual(['price.delete', { [field]: { from: 300, to: null } }]);
  });
});

describe('user-type prices', () => {
  it('when SHOP and BAR prices of a product are saved together, then one entry per product holds both; removing one is a price.delete', async () => {
    const [a = 0, b = 0] = await createProducts(t.db, 2);
    await call('POST', '/api/pricing/admin/bulk-user-type-prices', {
      updates: [
        { productId: a, userType: 'SHOP', price: 9 },
        { productId: a, userType: 'BAR', price: 10.5 },
        { productId: b, userType: 'BAR', price: 3 },
      ],
    });
    expect(await story(a)).toEqual([['price.update', { 'SHOP.price_cents': { from: null, to: 900 }, 'BAR.price_cents': { from: null, to: 1050 } }]]);
    expect(await story(b)).toEqual([['price.update', { 'BAR.price_cents': { from: null, to: 300 } }]]);
    expect((await call('DELETE', `/api/pricing/admin/user-type/SHOP/product/${a}`)).statusCode).toBe(200);
    await call('POST', '/api/pricing/admin/bulk-user-type-prices', { updates: [{ productId: b, userType: 'BAR', price: '' }] });
    expect((await priceLog(a)).at(-1)).toMatchObject({
      action: 'price.delete',
      actor_email: admin.email,
      changes: { 'SHOP.price_cents': { from: 900, to: null } },
    });
    expect((await story(b)).at(-1)).toEqual(['price.delete', { 'BAR.price_cents': { from: 300, to: null } }]);
  });

  it('when a save sets the price already stored, then no entry is added', async () => {
    const [a = 0] = await createProducts(t.db, 1);
    const save = () => call('POST', '/api/pricing/admin/bulk-user-type-prices', { updates: [{ productId: a, userType: 'SHOP', price: 4.2 }] });
    await save();
    expect((await save()).json()).toEqual({ success: true, updated: 1, deleted: 0 });
    expect(await priceLog(a)).toHaveLength(1);
  });
});

describe('refused writes leave no entry', () => {
  it('when a save carries a version that moved on, then 409 and no entry, for customer and for SHOP/BAR prices', async () => {
    const customer = await createUser(t.db);
    const [a = 0, b = 0] = await createProducts(t.db, 2);
    const stale = await call('POST', `/api/pricing/admin/customer/${customer.id}/bulk`, {
      prices: [
        { productId: a, price: 1 },
        { productId: b, price: 2, version: 4 },
      ],
    });
    expect(stale.statusCode).toBe(409);
    const staleType = await call('POST', '/api/pricing/admin/bulk-user-type-prices', {
      updates: [
        { productId: a, userType: 'SHOP', price: 1 },
        { productId: b, userType: 'BAR', price: 2, version: 3 },
      ],
    });
    expect(staleType.statusCode).toBe(409);
    expect([await priceLog(a), await priceLog(b)]).toEqual([[], []]);
  });

  it('when a price is negative, the customer unknown or the price to remove not there, then the refusal leaves no entry', async () => {
    const customer = await createUser(t.db);
    const [a = 0] = await createProducts(t.db, 1);
    expect((await call('POST', `/api/pricing/admin/customer/${customer.id}/bulk`, { prices: [{ productId: a, price: -5 }] })).statusCode).toBe(400);
    expect((await call('POST', '/api/pricing/admin/customer/999999/bulk', { prices: [{ productId: a, price: 1 }] })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/pricing/admin/customer/${customer.id}/product/${a}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/pricing/admin/user-type/BAR/product/${a}`)).statusCode).toBe(404);
    expect(await priceLog(a)).toEqual([]);
  });
});

describe('reading the log', () => {
  it('when a customer asks for the audit log of a price, then 403', async () => {
    const customer = await createUser(t.db);
    const { token } = await login(t.app, customer.email);
    expect((await call('GET', '/api/audit-log?entity=price', undefined, token)).statusCode).toBe(403);
  });
});

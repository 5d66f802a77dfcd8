import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';

let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  const a = await createUser(t.db, { admin: true });
  adminId = a.id;
  admin = (await login(t.app, a.email)).token;
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('customer prices', () => {
  it('when prices are saved, then the counts say how many were set and how many 0 or empty removed', async () => {
    const customer = await createUser(t.db);
    const [a, b, c] = await createProducts(t.db, 3);
    const first = await call('POST', `/api/pricing/admin/customer/${customer.id}/bulk`, {
      prices: [
        { productId: a, price: 9.99 },
        { productId: b, price: 5 },
        { productId: c, price: 7.25 },
      ],
    });
    expect(first.json()).toEqual({ success: true, updated: 3, deleted: 0 });
    const second = await call('POST', `/api/pricing/admin/customer/${customer.id}/bulk`, {
      prices: [
        { productId: a, price: 0 },
        { productId: b, price: '' },
        { productId: c, price: 8 },
      ],
    });
    expect(second.json()).toEqual({ success: true, updated: 1, deleted: 2 });
    expect((await call('GET', `/api/pricing/admin/customer/${customer.id}?product_ids=${a},${b},${c}`)).json().customerPrices).toEqual([
      { product_id: c, price: 8, version: 2 },
    ]);
  });

  it('when one price is removed or all are cleared, then they are gone', async () => {
    const customer = await createUser(t.db);
    const [a, b] = await createProducts(t.db, 2);
    await call('POST', `/api/pricing/admin/customer/${customer.id}/bulk`, {
      prices: [
        { productId: a, price: 1 },
        { productId: b, price: 2 },
      ],
    });
    expect((await call('DELETE', `/api/pricing/admin/customer/${customer.id}/product/${a}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/pricing/admin/customer/${customer.id}/product/${a}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/pricing/admin/customer/${customer.id}/all`)).json().deleted).toBe(1);
    expect((await call('GET', `/api/pricing/admin/customer/${customer.id}?product_ids=${a},${b}`)).json().customerPrices).toEqual([]);
  });

  it('when the customer or a product is unknown, or a price negative, then nothing is saved', async () => {
    const customer = await createUser(t.db);
    const [a] = await createProducts(t.db, 1);
    expect((await call('POST', '/api/pricing/admin/customer/999999/bulk', { prices: [{ productId: a, price: 1 }] })).statusCode).toBe(404);
    expect((await call('POST', `/api/pricing/admin/customer/${adminId}/bulk`, { prices: [{ productId: a, price: 1 }] })).statusCode).toBe(404);
    const unknown = await call('POST', `/api/pricing/admin/customer/${customer.id}/bulk`, {
      prices: [
        { productId: a, price: 1 },
        { productId: 888888, price: 1 },
      ],
    });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'Product not found: 888888']);
    expect((await call('POST', `/api/pricing/admin/customer/${customer.id}/bulk`, { prices: [{ productId: a, price: -5 }] })).statusCode).toBe(400);
    expect((await call('POST', `/api/pricing/admin/customer/${customer.id}/bulk`, { prices: [{ productId: a, price: 'cheap' }] })).statusCode).toBe(
      400,
    );
    expect((await call('GET', `/api/pricing/admin/customer/${customer.id}?product_ids=${a}`)).json().customerPrices).toEqual([]);
  });
});

describe('user-type prices', () => {
  it('when SHOP and BAR prices are saved and removed, then the list and counts follow', async () => {
    const [a, b] = await createProducts(t.db, 2);
    const saved = await call('POST', '/api/pricing/admin/bulk-user-type-prices', {
      updates: [
        { productId: a, userType: 'SHOP', price: 9 },
        { productId: a, userType: 'BAR', price: 10.5 },
        { productId: b, userType: 'BAR', price: 3 },
      ],
    });
    expect(saved.json()).toEqual({ success: true, updated: 3, deleted: 0 });
    const removed = await call('POST', '/api/pricing/admin/bulk-user-type-prices', { updates: [{ productId: b, userType: 'BAR', price: 0 }] });
    expect(removed.json()).toEqual({ success: true, updated: 0, deleted: 1 });
    expect((await call('DELETE', `/api/pricing/admin/user-type/SHOP/product/${a}`)).statusCode).toBe(200);
    const list = (await call('GET', `/api/pricing/admin/user-type-prices?product_ids=${a},${b}`)).json().userTypePrices;
    expect(list).toEqual([{ user_type: 'BAR', product_id: a, price: 10.5, version: expect.any(Number) }]);
  });

  it('when the user type is unknown, then 400', async () => {
    const [a] = await createProducts(t.db, 1);
    expect(
      (await call('POST', '/api/pricing/admin/bulk-user-type-prices', { updates: [{ productId: a, userType: 'CLUB', price: 1 }] })).statusCode,
    ).toBe(400);
    expect((await call('DELETE', `/api/pricing/admin/user-type/CLUB/product/${a}`)).statusCode).toBe(400);
  });

  it('when a customer calls a pricing endpoint, then 403', async () => {
    const customer = await createUser(t.db);
    const { token } = await login(t.app, customer.email);
    expect((await call('GET', '/api/pricing/admin/user-type-prices?product_ids=1', undefined, token)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/pricing/admin/customer/${customer.id}/bulk`, { prices: [{ productId: 1, price: 0.01 }] }, token)).statusCode,
    ).toBe(403);
  });
});

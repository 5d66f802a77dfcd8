import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { adminAndCustomerTokens, bearer } from '../test/factories.ts';
import { createProducts } from '../test/products.ts';

/**
 * Decision 068: no list answers more rows than its `limit` allows, and every `limit` has a
 * maximum. A `limit` above it is a 400 naming the parameter, never a 500 and never a longer list.
 * (The documents' lists have their own tests.)
 */

let t: TestApp;
let admin: string;
let customer: string;
let product: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await adminAndCustomerTokens(t.app, t.db));
  [product] = (await createProducts(t.db, 1)) as [number];
});
afterAll(async () => t.close());

const lists = (): Array<{ url: string; max: number; who: 'admin' | 'customer' }> => [
  { url: '/api/orders', max: 100, who: 'customer' },
  { url: '/api/orders/admin/all', max: 200, who: 'admin' },
  { url: '/api/users/admin/all', max: 100, who: 'admin' },
  { url: '/api/gallery', max: 100, who: 'admin' },
  { url: '/api/bug-reports/admin', max: 100, who: 'admin' },
  { url: '/api/audit-log', max: 100, who: 'admin' },
  { url: `/api/products/admin/${product}/stock-history`, max: 200, who: 'admin' },
  // The catalogue: at most 1000 products a load; the administrators' list pages of at most 200 (decision 076).
  { url: '/api/products', max: 1000, who: 'customer' },
  { url: '/api/products/admin/all', max: 200, who: 'admin' },
];

describe('list limits', () => {
  it('when a list is asked for its maximum `limit`, then it answers; one above it is a 400 naming `limit`', async () => {
    for (const { url, max, who } of lists()) {
      const headers = bearer(who === 'admin' ? admin : customer);
      const atMax = await t.app.inject({ url: `${url}?limit=${max}`, headers });
      expect(atMax.statusCode, `${url} limit=${max}: ${atMax.body.slice(0, 200)}`).toBe(200);
      const above = await t.app.inject({ url: `${url}?limit=${max + 1}`, headers });
      expect(above.statusCode, `${url} limit=${max + 1}`).toBe(400);
      expect(JSON.stringify(above.json()), url).toContain('limit');
    }
  });

  it('when the catalogue lists are asked without `limit`, then they answer one bounded page and the whole count', async () => {
    await createProducts(t.db, 205, { brand: 'Boundbrand' });
    const adminList = (await t.app.inject({ url: '/api/products/admin/all?brand=Boundbrand', headers: bearer(admin) })).json();
    expect(adminList.products).toHaveLength(50);
    expect(adminList.pagination).toMatchObject({ page: 1, limit: 50, total: 205, pages: 5 });
    const secondPage = (await t.app.inject({ url: '/api/products/admin/all?brand=Boundbrand&page=5', headers: bearer(admin) })).json();
    expect(secondPage.products).toHaveLength(5);
    const publicList = (await t.app.inject({ url: '/api/products?brand=Boundbrand', headers: bearer(customer) })).json();
    expect(publicList.products).toHaveLength(205);
    expect(publicList.total).toBe(205);
  });
});

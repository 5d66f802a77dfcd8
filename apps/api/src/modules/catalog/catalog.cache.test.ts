import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';
import { CatalogCache } from './catalog.cache.ts';
import { getBody, listBody } from './catalog.reader.ts';
import type { ProductQuery, Viewer } from './catalog.repository.ts';
import { productAnswer, productsAnswer } from './catalog.routes.ts';

// Decisions 006 and 022: the catalogue is served from memory on both engines. These tests prove that
// every kind of write shows in the very next request, that the kept answers are byte for byte what
// the uncached reader and the zod serializer give, and that sessions are still revoked at once.

let t: TestApp;
let admin: string;
let bar: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  const [adminRow, barRow] = await Promise.all([createUser(t.db, { admin: true }), createUser(t.db, { userType: 'BAR' })]);
  admin = (await login(t.app, adminRow.email)).token;
  bar = { token: (await login(t.app, barRow.email)).token, id: barRow.id };
});
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());

const list = async (query: string, token?: string) => {
  const response = await t.app.inject({ url: `/api/products?${query}`, headers: token ? bearer(token) : {} });
  expect(response.statusCode).toBe(200);
  return response.json() as { products: Array<Record<string, unknown>>; total: number };
};
const one = async (id: number, token?: string) =>
  (await t.app.inject({ url: `/api/products/${id}`, headers: token ? bearer(token) : {} })).json().product;
const as = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

describe('a write is visible in the very next catalogue request', () => {
  it('when the administrator changes a product, then lists and product pages show the change at once', async () => {
    const [id] = await createProducts(t.db, 1, { brand: 'Cachebrand-update', price_cents: 2000 });
    expect((await list('brand=Cachebrand-update', bar.token)).products[0]).toMatchObject({ name: expect.any(String), stock: 100 });
    await one(id!, bar.token);
    const update = await as('PUT', `/api/products/${id}`, {
      brand: 'Cachebrand-update',
      name: 'Renamed',
      flavor: 'Mint',
      weight: '50g',
      price: 30,
      wholesale_price: 12,
      stock: 7,
      min_order_quantity: 2,
    });
    expect(update.statusCode).toBe(200);
    expect((await list('brand=Cachebrand-update', bar.token)).products[0]).toMatchObject({
      name: 'Renamed',
      stock: 7,
      effective_price: 12,
      min_order_quantity: 2,
    });
    expect(await one(id!, bar.token)).toMatchObject({ name: 'Renamed', stock: 7 });
    expect((await list('brand=Cachebrand-update')).products[0]).toMatchObject({ name: 'Renamed', display_price: 30 });
  });

  it('when stock is saved in bulk, then the next list has the new stock and the in-stock order', async () => {
    const ids = await createProducts(t.db, 2, { brand: 'Cachebrand-stock', stock: 5 });
    expect((await list('brand=Cachebrand-stock', bar.token)).products.map((p) => p.id)).toEqual(ids);
    expect((await as('PUT', '/api/products/bulk-stock', { updates: [{ id: ids[0], stock: 0 }] })).statusCode).toBe(200);
    const after = (await list('brand=Cachebrand-stock', bar.token)).products;
    expect(after.map((p) => [p.id, p.stock, p.in_stock])).toEqual([
      [ids[1], 5, true],
      [ids[0], 0, false],
    ]);
  });

  it('when public prices are saved in bulk, then visitors see them at once', async () => {
    const [id] = await createProducts(t.db, 1, { brand: 'Cachebrand-public' });
    expect(await one(id!)).toMatchObject({ price_level: 'retail' });
    await as('PUT', '/api/products/bulk-price', { updates: [{ id, price_excl_vat_excise: 13.33 }] });
    expect(await one(id!)).toMatchObject({ display_price: 13.33, price_level: 'price_excl_vat' });
  });

  it('when a user-type price and then a customer price are saved or removed, then the customer sees each at once', async () => {
    const [id] = await createProducts(t.db, 1, { brand: 'Cachebrand-prices', wholesale_price_cents: 1000 });
    expect(await one(id!, bar.token)).toMatchObject({ effective_price: 10, price_level: 'wholesale' });
    await as('POST', '/api/pricing/admin/bulk-user-type-prices', { updates: [{ productId: id, userType: 'BAR', price: 9 }] });
    expect((await list('brand=Cachebrand-prices', bar.token)).products[0]).toMatchObject({ effective_price: 9, price_level: 'user_type' });
    await as('POST', `/api/pricing/admin/customer/${bar.id}/bulk`, { prices: [{ productId: id, price: 8 }] });
    expect((await list('brand=Cachebrand-prices', bar.token)).products[0]).toMatchObject({ effective_price: 8, price_level: 'custom' });
    expect(await one(id!, bar.token)).toMatchObject({ effective_price: 8, price_level: 'custom' });
    expect((await as('DELETE', `/api/pricing/admin/customer/${bar.id}/product/${id}`)).statusCode).toBe(200);
    expect((await list('brand=Cachebrand-prices', bar.token)).products[0]).toMatchObject({ effective_price: 9, price_level: 'user_type' });
  });

  it('when another part of the program writes the tables directly (an order taking stock), then the next request sees it', async () => {
    const [id] = await createProducts(t.db, 1, { brand: 'Cachebrand-direct', stock: 30 });
    expect((await list('brand=Cachebrand-direct', bar.token)).products[0]).toMatchObject({ stock: 30 });
    await t.db.updateTable('products').set({ stock: 12 }).where('id', '=', id!).execute();
    expect((await list('brand=Cachebrand-direct', bar.token)).products[0]).toMatchObject({ stock: 12 });
    await t.db
      .insertInto('customer_prices')
      .values({ user_id: bar.id, product_id: id!, price_cents: 111, created_at: nowIso(), updated_at: nowIso() })
      .execute();
    expect((await list('brand=Cachebrand-direct', bar.token)).products[0]).toMatchObject({ effective_price: 1.11 });
    await t.db.updateTable('products').set({ is_active: false }).where('id', '=', id!).execute();
    expect((await list('brand=Cachebrand-direct', bar.token)).products).toEqual([]);
    expect((await t.app.inject({ url: `/api/products/${id}`, headers: bearer(bar.token) })).statusCode).toBe(404);
  });

  it('when the visitor switch is turned off, then the cached catalogue is hidden from visitors at once', async () => {
    await list('limit=1');
    await as('PUT', '/api/settings/admin', { catalogue_visible_to_visitors: false });
    try {
      expect((await t.app.inject({ url: '/api/products?limit=1' })).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/products/brands/list' })).json().brands).toEqual([]);
    } finally {
      await as('PUT', '/api/settings/admin', { catalogue_visible_to_visitors: true });
    }
    expect((await t.app.inject({ url: '/api/products?limit=1' })).statusCode).toBe(200);
  });
});

describe('sessions stay revocable with cached users and tokens', () => {
  it('when a signed-in customer is deactivated or its token version bumped straight in the database, then its next request is refused', async () => {
    const user = await createUser(t.db, { userType: 'SHOP' });
    const { token } = await login(t.app, user.email);
    const me = () => t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', user.id).execute();
    expect((await me()).statusCode).toBe(401);
    await t.db.updateTable('users').set({ is_active: true }).where('id', '=', user.id).execute();
    expect((await me()).statusCode).toBe(200);
    await t.db.updateTable('users').set({ token_version: 5 }).where('id', '=', user.id).execute();
    expect((await me()).statusCode).toBe(401);
    // The catalogue then shows the visitor view: no stock.
    expect((await list('limit=1', token)).products[0]).not.toHaveProperty('stock');
  });

  it('when a remembered token passes its expiry, then it is refused', async () => {
    const user = await createUser(t.db);
    const { token } = await login(t.app, user.email);
    const me = () => t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 8 * 24 * 3600 * 1000);
    const expired = await me();
    expect([expired.statusCode, expired.json().code]).toEqual([401, 'TOKEN_EXPIRED']);
  });
});

describe('kept answers are the answers of the uncached reader and of the response schema', () => {
  const names = ['Zebra', 'apple', 'Äpfel', 'Ąžuolas', 'emoji 🍏', 'ﬁne', 'Apple', 'apple'];

  it('when lists of every view, order, filter and page are asked for, then cached and uncached readers give the same bytes, which the zod serializer also gives', async () => {
    const ids: number[] = [];
    for (const [i, name] of names.entries()) {
      const [id] = await createProducts(t.db, 1, {
        brand: i % 2 ? 'Parity B' : 'Parity A',
        stock: i % 3 ? 10 : 0,
        price_cents: 1000 + ((i * 7) % 5) * 100,
        price_excl_vat_excise_cents: i % 2 ? 900 : null,
      });
      await t.db
        .updateTable('products')
        .set({ name, search_text: `parity ${name.toLowerCase()} Mint-${i}` })
        .where('id', '=', id!)
        .execute();
      ids.push(id!);
    }
    await t.db.updateTable('products').set({ is_active: false }).where('id', '=', ids[3]!).execute();
    await t.db
      .insertInto('user_type_prices')
      .values({ user_type: 'BAR', product_id: ids[1]!, price_cents: 555, created_at: nowIso(), updated_at: nowIso() })
      .execute();
    await t.db
      .insertInto('customer_prices')
      .values({ user_id: bar.id, product_id: ids[2]!, price_cents: 444, created_at: nowIso(), updated_at: nowIso() })
      .execute();

    const cached = { db: t.db, engine: t.engine, catalogCache: new CatalogCache(t.database.changes) } as unknown as AppContext;
    const uncached = { ...cached, catalogCache: new CatalogCache(t.database.changes, { enabled: false }) } as AppContext;
    expect(cached.catalogCache.version('catalogue')).not.toBeNull();
    const viewers: Viewer[] = [
      { kind: 'visitor' },
      { kind: 'customer', userId: bar.id, userType: 'BAR' },
      { kind: 'customer', userId: bar.id, userType: null },
      { kind: 'admin' },
    ];
    const queries: ProductQuery[] = [
      { search: 'parity' },
      { search: 'PARITY', includeInactive: true },
      { search: 'apfel' },
      { search: 'mint-1' },
      { search: 'parity', brand: 'Parity B' },
      { search: 'parity', limit: 3, offset: 2 },
      { search: 'parity', offset: 4 },
      { search: 'nothing matches this' },
      ...(['newest', 'oldest', 'name_asc', 'name_desc', 'price_asc', 'price_desc'] as const).map((sort) => ({ search: 'parity', sort })),
    ];
    for (const viewer of viewers) {
      for (const query of queries) {
        const fromSql = (await listBody(uncached, viewer, query)).toString();
        // Twice: the second answer is the kept one.
        expect((await listBody(cached, viewer, query)).toString(), JSON.stringify({ viewer, query })).toBe(fromSql);
        const fromCache = (await listBody(cached, viewer, query)).toString();
        expect(fromCache, JSON.stringify({ viewer, query })).toBe(fromSql);
        expect(JSON.stringify(productsAnswer.parse(JSON.parse(fromCache)))).toBe(fromCache);
      }
      for (const id of ids.slice(0, 3)) {
        await getBody(cached, viewer, { id });
        const fromCache = (await getBody(cached, viewer, { id })).toString();
        expect(fromCache).toBe((await getBody(uncached, viewer, { id })).toString());
        expect(JSON.stringify(productAnswer.parse(JSON.parse(fromCache)))).toBe(fromCache);
      }
    }
    // Through HTTP too: the page a customer gets is exactly the schema's serialisation.
    const body = (await t.app.inject({ url: '/api/products?search=parity&limit=5', headers: bearer(bar.token) })).body;
    expect(JSON.stringify(productsAnswer.parse(JSON.parse(body)))).toBe(body);
  });
});

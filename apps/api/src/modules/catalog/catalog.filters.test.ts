import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login, showCatalogueToVisitors } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';
import { CatalogCache } from './catalog.cache.ts';
import { getBody, listBody } from './catalog.reader.ts';
import type { ProductQuery, Viewer } from './catalog.repository.ts';
import { productAnswer, productsAnswer } from './catalog.routes.ts';

// What a wholesale buyer narrows the catalogue by: a search over name, brand, flavour and
// SKU that ignores case and accents, one weight, and an order by the price the buyer is shown.

let t: TestApp;
let admin: string;
let customer: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  const [adminRow, customerRow] = await Promise.all([createUser(t.db, { admin: true }), createUser(t.db)]);
  admin = (await login(t.app, adminRow.email)).token;
  customer = { token: (await login(t.app, customerRow.email)).token, id: customerRow.id };
});
afterAll(async () => t.close());

type Listed = { id: number; name: string; weight: string; display_price: number; sku?: string };
const list = async (query: string, token?: string) => {
  const response = await t.app.inject({ url: `/api/products?${query}`, headers: token ? bearer(token) : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { products: Listed[]; total: number };
};
const create = async (fields: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: bearer(admin),
    payload: { flavor: 'Mint', weight: '50g', price: 12.1, stock: 30, min_order_quantity: 1, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().product as { id: number; sku: string };
};

describe('search', () => {
  it('when a buyer types a name without Lithuanian letters or in another case, then "Žalia citrina" is found', async () => {
    const product = await create({ brand: 'Dūmų kampas', name: 'Žalia citrina', flavor: 'Citrina, mėta' });
    for (const term of ['zalia', 'ZALIA CITRINA', 'Žalia', 'žalia cit', 'dumu kampas', 'mėta', 'meta'])
      expect(
        (await list(`search=${encodeURIComponent(term)}`)).products.map((p) => p.id),
        term,
      ).toContain(product.id);
    expect((await list(`search=${encodeURIComponent('zalia obuolys')}`)).products.map((p) => p.id)).not.toContain(product.id);
  });

  it('when a customer searches by SKU, then the product is found, also one written straight into the table (decision 064: the SKU is in every search text)', async () => {
    const made = await create({ brand: 'Skubrand', name: 'Grape', sku: 'LT-ZAL-0042' });
    expect((await list('search=zal-0042', customer.token)).products.map((p) => p.id)).toEqual([made.id]);
    const [inserted] = await createProducts(t.db, 1, { brand: 'Skurow' });
    const { sku } = await t.db.selectFrom('products').select('sku').where('id', '=', inserted!).executeTakeFirstOrThrow();
    expect((await list(`search=${encodeURIComponent(sku.toLowerCase())}`, customer.token)).products.map((p) => p.id)).toEqual([inserted]);
  });

  it('when the search holds LIKE wildcards, then they are taken literally', async () => {
    await create({ brand: 'Wildcard', name: 'Plain' });
    expect((await list('search=%25&brand=Wildcard')).total).toBe(0);
    expect((await list('search=_&brand=Wildcard')).total).toBe(0);
  });
});

describe('weight', () => {
  it('when a weight is chosen, then only products of that weight come, with the brand filter too', async () => {
    const brand = `Weights-${process.pid}`;
    const ids: Record<string, number> = {};
    for (const weight of ['250g', '50g', '1kg']) ids[weight] = (await create({ brand, name: `Tin ${weight}`, weight })).id;
    await create({ brand: `${brand}-other`, name: 'Other 250', weight: '250g' });
    const chosen = await list(`brand=${brand}&weight=250g`, customer.token);
    expect(chosen.products.map((p) => p.id)).toEqual([ids['250g']]);
    expect(chosen.total).toBe(1);
    expect((await list('weight=250g')).products.every((p) => p.weight === '250g')).toBe(true);
    expect((await list(`brand=${brand}&weight=2kg`)).total).toBe(0);
    expect((await t.app.inject({ url: `/api/products?weight=${'9'.repeat(51)}` })).statusCode).toBe(400);
  });

  it('when the weights are listed, then each weight of an active product comes once, lightest first', async () => {
    await create({ brand: 'Weightlist', name: 'Small', weight: '25g' });
    await create({ brand: 'Weightlist', name: 'Jar', weight: '1kg' });
    const hidden = await create({ brand: 'Weightlist', name: 'Withdrawn', weight: '777g' });
    await t.db.updateTable('products').set({ is_active: false }).where('id', '=', hidden.id).execute();
    const response = await t.app.inject({ url: '/api/products/weights/list', headers: bearer(customer.token) });
    expect(response.statusCode).toBe(200);
    const { weights } = response.json() as { weights: string[] };
    expect(new Set(weights).size).toBe(weights.length);
    expect(weights).not.toContain('777g');
    expect(weights.indexOf('25g')).toBeLessThan(weights.indexOf('50g'));
    expect(weights.indexOf('250g')).toBeLessThan(weights.indexOf('1kg'));
  });

  it('when the catalogue is hidden from visitors, then a visitor gets no weights, a customer still does', async () => {
    await showCatalogueToVisitors(t.app, admin, false);
    try {
      expect((await t.app.inject({ url: '/api/products/weights/list' })).json()).toEqual({ success: true, weights: [] });
      expect((await t.app.inject({ url: '/api/products/weights/list', headers: bearer(customer.token) })).json().weights.length).toBeGreaterThan(0);
    } finally {
      await showCatalogueToVisitors(t.app, admin, true);
    }
  });
});

describe('sorting by price', () => {
  it('when a visitor and a customer sort by price, then each list is in the order of the price that viewer is shown', async () => {
    const brand = `Pricesort-${process.pid}`;
    // Retail order is cheap, middle, dear; the public price and the customer's own price turn it round.
    const [cheap, middle, dear] = await Promise.all([
      createProducts(t.db, 1, { brand, price_cents: 1000, price_excl_vat_excise_cents: null, wholesale_price_cents: 900 }),
      createProducts(t.db, 1, { brand, price_cents: 2000, price_excl_vat_excise_cents: 500, wholesale_price_cents: 800 }),
      createProducts(t.db, 1, { brand, price_cents: 3000, price_excl_vat_excise_cents: 700, wholesale_price_cents: 1500 }),
    ]).then((rows) => rows.map((ids) => ids[0]!));
    await t.db
      .insertInto('customer_prices')
      .values({ user_id: customer.id, product_id: dear!, price_cents: 100, created_at: nowIso(), updated_at: nowIso() })
      .execute();

    const visitor = await list(`brand=${brand}&sort=price_asc`);
    expect(visitor.products.map((p) => p.display_price)).toEqual([5, 7, 10]);
    expect((await list(`brand=${brand}&sort=price_desc`)).products.map((p) => p.id)).toEqual([cheap, dear, middle]);

    const own = await list(`brand=${brand}&sort=price_asc`, customer.token);
    expect(own.products.map((p) => p.id)).toEqual([dear, middle, cheap]);
    expect(own.products.map((p) => p.display_price)).toEqual([1, 8, 9]);
    const page = await list(`brand=${brand}&sort=price_desc&limit=1&offset=1`, customer.token);
    expect(page.products.map((p) => p.id)).toEqual([middle]);
    expect(page.total).toBe(3);
  });

  it('when a customer sorts by price, then products out of stock still come last', async () => {
    const brand = `Pricestock-${process.pid}`;
    const [gone] = await createProducts(t.db, 1, { brand, price_cents: 100, stock: 0 });
    const [kept] = await createProducts(t.db, 1, { brand, price_cents: 5000, stock: 5 });
    expect((await list(`brand=${brand}&sort=price_asc`, customer.token)).products.map((p) => p.id)).toEqual([kept, gone]);
  });
});

describe('kept answers', () => {
  it('when a customer with stars filters by weight, search, favourites and price order, then kept, uncached and zod-serialised answers are the same bytes', async () => {
    const brand = `Parity16-${process.pid}`;
    const ids = await createProducts(t.db, 6, { brand });
    await t.db.updateTable('products').set({ weight: '250g' }).where('id', 'in', ids.slice(0, 3)).execute();
    const now = nowIso();
    await t.db
      .insertInto('favourites')
      .values(ids.slice(1, 4).map((product_id) => ({ user_id: customer.id, product_id, created_at: now })))
      .execute();
    const cached = { db: t.db, engine: t.engine, catalogCache: new CatalogCache(t.database.changes) } as unknown as AppContext;
    const uncached = { ...cached, catalogCache: new CatalogCache(t.database.changes, { enabled: false }) } as AppContext;
    const viewers: Viewer[] = [{ kind: 'visitor' }, { kind: 'customer', userId: customer.id, userType: null }, { kind: 'admin' }];
    const queries: Array<ProductQuery & { favourites?: boolean }> = [
      { brand, weight: '250g' },
      { brand, weight: '250g', sort: 'price_desc' },
      { brand, search: 'product', sort: 'price_asc', limit: 2, offset: 1 },
      { brand, weight: '50g', sort: 'name_desc' },
    ];
    for (const viewer of viewers) {
      for (const query of [...queries, ...(viewer.kind === 'customer' ? queries.map((q) => ({ ...q, favourites: true })) : [])]) {
        const fromSql = (await listBody(uncached, viewer, query)).toString();
        await listBody(cached, viewer, query);
        const fromCache = (await listBody(cached, viewer, query)).toString();
        expect(fromCache, JSON.stringify({ viewer, query })).toBe(fromSql);
        expect(JSON.stringify(productsAnswer.parse(JSON.parse(fromCache)))).toBe(fromCache);
      }
      const fromCache = (await getBody(cached, viewer, { id: ids[1]! })).toString();
      expect(JSON.stringify(productAnswer.parse(JSON.parse(fromCache)))).toBe(fromCache);
      expect(fromCache).toBe((await getBody(uncached, viewer, { id: ids[1]! })).toString());
    }
    const mine = JSON.parse((await listBody(cached, viewers[1]!, { brand, favourites: true })).toString()) as { products: Array<{ id: number }> };
    expect(mine.products.map((p) => p.id).sort((a, b) => a - b)).toEqual(ids.slice(1, 4));
  });
});

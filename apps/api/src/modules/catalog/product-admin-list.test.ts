import { productSearchText } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';

// The administrators' product list is searched, filtered and paged on the server.

let t: TestApp;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  const [a, c] = await Promise.all([createUser(t.db, { admin: true }), createUser(t.db)]);
  admin = (await login(t.app, a.email)).token;
  customer = (await login(t.app, c.email)).token;
});
afterAll(async () => t.close());

const list = async (query: string, token = admin) => {
  const response = await t.app.inject({ url: `/api/products/admin/all?${query}`, headers: bearer(token) });
  return { status: response.statusCode, body: response.json() };
};
const skusOf = (body: { products: Array<{ sku: string }> }) => body.products.map((p) => p.sku).sort();

async function named(
  brand: string,
  rows: Array<{ sku: string; name: string; flavor?: string; stock?: number; active?: boolean; threshold?: number }>,
) {
  for (const row of rows) {
    const [id] = await createProducts(t.db, 1, { brand, stock: row.stock ?? 100, is_active: row.active ?? true });
    await t.db
      .updateTable('products')
      .set({
        sku: row.sku,
        name: row.name,
        flavor: row.flavor ?? 'Mint',
        low_stock_threshold: row.threshold ?? null,
        search_text: productSearchText({ sku: row.sku, brand, name: row.name, flavor: row.flavor ?? 'Mint', weight: '50g', category: null }),
      })
      .where('id', '=', id!)
      .execute();
  }
}

describe('searching the product list', () => {
  it('when the administrator searches without accents, by flavour or by part of a SKU in other case, then the matching products come, inactive ones too', async () => {
    await named('Searchbrand', [
      { sku: 'SRCH-ZAL-1', name: 'Žalioji citrina', flavor: 'Lime' },
      { sku: 'SRCH-MEL-2', name: 'Mėlynė', flavor: 'Blueberry', active: false },
      { sku: 'SRCH-OBU-3', name: 'Obuolys', flavor: 'Apple' },
    ]);
    expect(skusOf((await list('search=zalioji')).body)).toEqual(['SRCH-ZAL-1']);
    expect(skusOf((await list('search=blueberry')).body)).toEqual(['SRCH-MEL-2']);
    expect(skusOf((await list('search=srch-obu')).body)).toEqual(['SRCH-OBU-3']);
    expect(skusOf((await list('search=searchbrand')).body)).toEqual(['SRCH-MEL-2', 'SRCH-OBU-3', 'SRCH-ZAL-1']);
  });

  it('when the administrator filters by brand and by active, then only those products come and the total counts them', async () => {
    await named('Activebrand', [
      { sku: 'ACT-1', name: 'One' },
      { sku: 'ACT-2', name: 'Two', active: false },
      { sku: 'ACT-3', name: 'Three', active: false },
    ]);
    const inactive = await list('brand=Activebrand&active=false');
    expect([skusOf(inactive.body), inactive.body.total]).toEqual([['ACT-2', 'ACT-3'], 2]);
    expect(skusOf((await list('brand=Activebrand&active=true')).body)).toEqual(['ACT-1']);
    expect((await list('brand=Activebrand')).body.total).toBe(3);
  });

  it('when the administrator filters by stock, then "out" is none left, "in" some, and "low" at or below the own threshold or else the shop default of 10', async () => {
    await named('Stockbrand', [
      { sku: 'STK-EMPTY', name: 'Empty', stock: 0 },
      { sku: 'STK-FEW', name: 'Few', stock: 10 },
      { sku: 'STK-PLENTY', name: 'Plenty', stock: 50 },
      { sku: 'STK-OWN', name: 'Own threshold', stock: 50, threshold: 60 },
      { sku: 'STK-OWN-OK', name: 'Own threshold, enough', stock: 11, threshold: 5 },
    ]);
    expect(skusOf((await list('brand=Stockbrand&stock=out')).body)).toEqual(['STK-EMPTY']);
    expect(skusOf((await list('brand=Stockbrand&stock=in')).body)).toEqual(['STK-FEW', 'STK-OWN', 'STK-OWN-OK', 'STK-PLENTY']);
    expect(skusOf((await list('brand=Stockbrand&stock=low')).body)).toEqual(['STK-EMPTY', 'STK-FEW', 'STK-OWN']);
  });
});

describe('paging the product list', () => {
  it('when a page is asked, then that page of the filtered products comes with page, limit, total and pages', async () => {
    await named(
      'Pagebrand',
      Array.from({ length: 7 }, (_, i) => ({ sku: `PAGE-${i + 1}`, name: `Page product ${i + 1}` })),
    );
    const second = await list('brand=Pagebrand&sort=name_asc&page=2&limit=3');
    expect(second.body.products.map((p: { name: string }) => p.name)).toEqual(['Page product 4', 'Page product 5', 'Page product 6']);
    expect([second.body.total, second.body.pagination]).toEqual([7, { page: 2, limit: 3, total: 7, pages: 3 }]);
    const last = await list('brand=Pagebrand&sort=name_asc&page=3&limit=3');
    expect(last.body.products.map((p: { name: string }) => p.name)).toEqual(['Page product 7']);
    expect((await list('brand=Pagebrand&page=4&limit=3')).body.products).toEqual([]);
  });

  it('when a page is asked without a limit, then 50 come; when neither is asked, then the first page of 50 comes', async () => {
    await createProducts(t.db, 55, { brand: 'Manybrand' });
    const first = await list('brand=Manybrand&page=1');
    expect([first.body.products.length, first.body.pagination]).toEqual([50, { page: 1, limit: 50, total: 55, pages: 2 }]);
    const all = await list('brand=Manybrand');
    expect([all.body.products.length, all.body.pagination]).toEqual([50, { page: 1, limit: 50, total: 55, pages: 2 }]);
  });

  it('when a filter value is unknown or a customer asks, then 400 and 403', async () => {
    expect((await list('stock=some')).status).toBe(400);
    expect((await list('page=0')).status).toBe(400);
    expect((await list('active=maybe')).status).toBe(400);
    expect((await list('', customer)).status).toBe(403);
  });
});

describe('the pricing screens’ filters (decision 076)', () => {
  it('when the administrator filters by category and by wholesale price bucket, then only those products come, with both ends of 20–50 included', async () => {
    const ids: number[] = [];
    for (const cents of [1999, 2000, 5000, 5001, 10_000, 10_001])
      ids.push(...(await createProducts(t.db, 1, { brand: 'Rangebrand', wholesale_price_cents: cents })));
    await t.db.updateTable('products').set({ category: 'Rangecat' }).where('id', 'in', ids.slice(0, 3)).execute();
    const wholesale = async (query: string) =>
      (await list(`brand=Rangebrand&${query}`)).body.products
        .map((p: { wholesale_price: number }) => p.wholesale_price)
        .sort((a: number, b: number) => a - b);
    expect(await wholesale('price_range=under20')).toEqual([19.99]);
    expect(await wholesale('price_range=20to50')).toEqual([20, 50]);
    expect(await wholesale('price_range=50to100')).toEqual([50.01, 100]);
    expect(await wholesale('price_range=over100')).toEqual([100.01]);
    expect(await wholesale('category=Rangecat')).toEqual([19.99, 20, 50]);
    expect(await wholesale('category=Rangecat&price_range=20to50')).toEqual([20, 50]);
    expect((await list('price_range=cheap')).status).toBe(400);
  });

  it('when the administrator asks the filters’ facets, then every brand and category comes, inactive products too; a customer is refused', async () => {
    const [id] = await createProducts(t.db, 1, { brand: 'Facetbrand', is_active: false });
    await t.db.updateTable('products').set({ category: 'Facetcat' }).where('id', '=', id!).execute();
    const answer = await t.app.inject({ url: '/api/products/admin/facets', headers: bearer(admin) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().brands).toContain('Facetbrand');
    expect(answer.json().categories).toContain('Facetcat');
    expect((await t.app.inject({ url: '/api/products/admin/facets', headers: bearer(customer) })).statusCode).toBe(403);
  });
});

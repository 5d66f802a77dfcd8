import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, staffToken } from '../../test/factories.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createProducts } from '../../test/products.ts';

// Decision 099: a role reads and changes of a product only what its permissions give it — the
// warehouse no prices, sales no stock.
let t: TestApp;
let owner: string;
let sales: string;
let warehouse: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  [owner, sales, warehouse] = await Promise.all([
    staffToken(t.app, t.db, 'owner'),
    staffToken(t.app, t.db, 'sales'),
    staffToken(t.app, t.db, 'warehouse'),
  ]);
});
afterAll(async () => t.close());

const get = (token: string, url: string) => t.app.inject({ url, headers: bearer(token) });
const PRICE_FIELDS = ['wholesale_price', 'effective_price', 'original_wholesale_price', 'price_source'];

describe('prices by role', () => {
  it('when the warehouse reads the products list, one product or the products by ids, then no answer carries a price; sales and the owner get them', async () => {
    const [id] = await createProducts(t.db, 1, { stock: 7, price_cents: 2420, wholesale_price_cents: 1500, price_excl_vat_excise_cents: 1200 });
    const sku = (await t.db.selectFrom('products').select('sku').where('id', '=', id!).executeTakeFirstOrThrow()).sku;
    const answers = async (token: string) => [
      (await get(token, `/api/products/admin/all?search=${sku}`)).json().products[0],
      (await get(token, `/api/products/admin/by-ids?ids=${id}`)).json().products[0],
      (await get(token, `/api/products/admin/${id}`)).json().product,
    ];

    for (const product of await answers(warehouse)) {
      expect(product).toMatchObject({ id, sku, stock: 7, price: null, display_price: null, price_excl_vat_excise: null });
      for (const field of PRICE_FIELDS) expect(product).not.toHaveProperty(field);
    }
    for (const token of [sales, owner])
      for (const product of await answers(token))
        expect(product).toMatchObject({ id, stock: 7, price: 24.2, wholesale_price: 15, price_excl_vat_excise: 12, effective_price: 15 });
  });

  it('when the warehouse reads a product through the shop’s own call, then it reads it as a visitor: no wholesale price', async () => {
    const [id] = await createProducts(t.db, 1, { wholesale_price_cents: 1500 });
    const asWarehouse = (await get(warehouse, `/api/products/${id}`)).json().product;
    expect(asWarehouse).not.toHaveProperty('wholesale_price');
    expect(asWarehouse).not.toHaveProperty('original_wholesale_price');
    expect((await get(owner, `/api/products/${id}`)).json().product.wholesale_price).toBe(15);
  });

  it('when someone asks for a product that does not exist or by a bad id, then 404 and 400, never 5xx', async () => {
    expect((await get(owner, '/api/products/admin/999999999')).statusCode).toBe(404);
    expect((await get(owner, '/api/products/admin/abc')).statusCode).toBe(400);
  });
});

describe('stock by role', () => {
  const read = async (id: number) => (await get(owner, `/api/products/admin/${id}`)).json().product;
  /** The product form's save of the product as `product` read it, with another name and this stock. */
  const edit = async (token: string, id: number, stock: number, shown?: Record<string, unknown>) => {
    const product = shown ?? (await read(id));
    const body = {
      brand: product.brand,
      name: `${String(product.name)} edited`,
      flavor: product.flavor,
      weight: product.weight,
      price: product.price,
      stock,
      min_order_quantity: product.min_order_quantity,
      version: product.version,
    };
    return t.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: bearer(token), payload: body });
  };
  const stored = async (id: number) => t.db.selectFrom('products').select(['stock', 'name']).where('id', '=', id).executeTakeFirstOrThrow();

  it('when sales saves a product with another stock, then 403 FORBIDDEN_FOR_ROLE and nothing changes; with the same stock the edit is saved', async () => {
    const [id] = await createProducts(t.db, 1, { stock: 12 });
    const before = await stored(id!);

    const refused = await edit(sales, id!, 30);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN_FOR_ROLE', params: { role: 'sales' } });
    expect(await stored(id!)).toEqual(before);

    expect((await edit(sales, id!, 12)).statusCode).toBe(200);
    expect(await stored(id!)).toEqual({ stock: 12, name: `${before.name} edited` });
  });

  it('when sales adds a product with stock, then 403 FORBIDDEN_FOR_ROLE and no product; with none it is added', async () => {
    const add = (stock: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: bearer(sales),
        payload: { brand: 'Role', name: `New ${stock}`, flavor: 'Mint', weight: '50g', price: 10, stock, min_order_quantity: 1 },
      });
    const refused = await add(5);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN_FOR_ROLE');
    expect(await t.db.selectFrom('products').select('id').where('name', '=', 'New 5').executeTakeFirst()).toBeUndefined();
    const added = await add(0);
    expect(added.statusCode).toBe(201);
    expect(added.json().product.stock).toBe(0);
  });

  it('when the owner saves a product with another stock, then the stock changes and the history says so', async () => {
    const [id] = await createProducts(t.db, 1, { stock: 12 });
    expect((await edit(owner, id!, 20)).statusCode).toBe(200);
    expect((await stored(id!)).stock).toBe(20);
    const moves = (await get(owner, `/api/products/admin/${id}/stock-history`)).json().moves;
    expect(moves.map((move: { delta: number; reason: string }) => [move.reason, move.delta])).toEqual([['edit', 8]]);
  });

  it('when sales saves an unchanged stock while the warehouse changes it at the same moment, then neither write is lost and no answer is a 5xx', async () => {
    const [id] = await createProducts(t.db, 1, { stock: 12 });
    const product = await read(id!);
    const [salesEdit, bulk] = await Promise.all([
      edit(sales, id!, 12, product),
      t.app.inject({
        method: 'PUT',
        url: '/api/products/bulk-stock',
        headers: bearer(warehouse),
        payload: { updates: [{ id, stock: 40, version: product.version }] },
      }),
    ]);
    const codes = [salesEdit.statusCode, bulk.statusCode];
    expect(codes.every((code) => code < 500)).toBe(true);
    // One of the two came first; the other found a moved version (409) and wrote nothing.
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect((await stored(id!)).stock).toBe(bulk.statusCode === 200 ? 40 : 12);
  });
});

describe('the products import by role', () => {
  const upload = (token: string, content: string, dryRun: boolean) => {
    const { payload, headers } = multipartBody([{ field: 'file', filename: 'products.csv', contentType: 'text/csv', content }]);
    return t.app.inject({ method: 'POST', url: `/api/products/admin/import?dry_run=${dryRun}`, headers: { ...headers, ...bearer(token) }, payload });
  };
  const stockOf = async (sku: string) => (await t.db.selectFrom('products').select('stock').where('sku', '=', sku).executeTakeFirstOrThrow()).stock;

  it('when sales imports a file that changes stock (its cell, a stock change or a new product’s stock), then 403 FORBIDDEN_FOR_ROLE and nothing is written; names alone import', async () => {
    const [id] = await createProducts(t.db, 1, { stock: 12 });
    const { sku, version } = await t.db.selectFrom('products').select(['sku', 'version']).where('id', '=', id!).executeTakeFirstOrThrow();
    // The row's version as the export writes it (product, SHOP and BAR prices: none): the file is no conflict.
    const token = `${version}_0_0`;
    const files = [
      `sku;version;stock\r\n${sku};${token};30\r\n`,
      `sku;version;stock_change;stock_change_reason\r\n${sku};${token};5;Delivery\r\n`,
      'sku;brand;name;flavor;weight;price;stock\r\nROLE-NEW-1;Adalya;Role test;Mint;50g;5,90;8\r\n',
    ];
    for (const file of files)
      for (const dryRun of [true, false]) {
        const refused = await upload(sales, file, dryRun);
        expect(refused.statusCode, `${file} ${refused.body}`).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'FORBIDDEN_FOR_ROLE', params: { role: 'sales' } });
      }
    expect(await stockOf(sku)).toBe(12);
    expect(await t.db.selectFrom('products').select('id').where('sku', '=', 'ROLE-NEW-1').executeTakeFirst()).toBeUndefined();

    const renamed = await upload(sales, `sku;version;name;stock\r\n${sku};${token};Renamed by sales;12\r\n`, false);
    expect(renamed.statusCode).toBe(200);
    expect((await t.db.selectFrom('products').select('name').where('id', '=', id!).executeTakeFirstOrThrow()).name).toBe('Renamed by sales');
    const renamedVersion = (await t.db.selectFrom('products').select('version').where('id', '=', id!).executeTakeFirstOrThrow()).version;
    expect((await upload(owner, `sku;version;stock\r\n${sku};${renamedVersion}_0_0;30\r\n`, false)).statusCode).toBe(200);
    expect(await stockOf(sku)).toBe(30);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@shop/domain';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { multipartBody, pngImage } from '../../test/multipart.ts';
import { createProducts } from '../../test/products.ts';
import { placedOrder } from '../../test/shoppers.ts';

// Every administrator write of the catalogue is in the audit log, read here through the API.

let t: TestApp;
let admin: { token: string; id: number; email: string };
let customer: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  const [a, c] = await Promise.all([createUser(t.db, { admin: true }), createUser(t.db)]);
  admin = { token: (await login(t.app, a.email)).token, id: a.id, email: a.email };
  customer = (await login(t.app, c.email)).token;
});
afterAll(async () => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });

/** The entries of the log matching `query`, newest first, as an administrator reads them. */
async function entries(query: string): Promise<AuditEntry[]> {
  const response = await t.app.inject({ url: `/api/audit-log?${query}`, headers: bearer(admin.token) });
  expect(response.statusCode).toBe(200);
  return response.json().entries;
}
const ofProduct = (id: number, entity = 'product') => entries(`entity=${entity}&entity_id=${id}`);
/** What the log says about a product, oldest first: `[action, changes]`. */
async function story(id: number, entity: string) {
  return (await ofProduct(id, entity)).reverse().map((entry) => [entry.action, entry.changes]);
}

const form = (overrides: Record<string, unknown> = {}) => ({
  brand: 'Audit Tabak',
  name: 'Grape Mint',
  flavor: 'Grape, mint',
  weight: '200g',
  price: 24.2,
  wholesale_price: 15,
  stock: 40,
  min_order_quantity: 5,
  ...overrides,
});
async function created(overrides: Record<string, unknown> = {}): Promise<{ id: number; version: number; sku: string }> {
  const response = await send('POST', '/api/products', form(overrides));
  expect(response.statusCode).toBe(201);
  return response.json().product;
}

describe('product form', () => {
  it('when an administrator creates a product, then one product.create entry names them and holds every field from null, prices in cents', async () => {
    const product = await created({ category: 'Tabakas' });
    const [entry] = await ofProduct(product.id);
    expect(entry).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      action: 'product.create',
      entity: 'product',
      entity_id: String(product.id),
    });
    expect(entry?.changes).toMatchObject({
      brand: { from: null, to: 'Audit Tabak' },
      sku: { from: null, to: product.sku },
      category: { from: null, to: 'Tabakas' },
      price_cents: { from: null, to: 2420 },
      wholesale_price_cents: { from: null, to: 1500 },
      stock: { from: null, to: 40 },
      is_active: { from: null, to: true },
    });
    expect(Object.keys(entry?.changes ?? {})).not.toEqual(expect.arrayContaining(['search_text']));
    expect(Object.keys(entry?.changes ?? {})).not.toContain('id');
  });

  it('when only the price is changed in the form, then one price.update entry holds that field only, from and to in cents, under the administrator', async () => {
    const product = await created();
    expect((await send('PUT', `/api/products/${product.id}`, form({ price: 26, version: product.version }))).statusCode).toBe(200);
    const [entry] = await ofProduct(product.id, 'price');
    expect(entry).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      action: 'price.update',
      entity: 'price',
      entity_id: String(product.id),
    });
    expect(entry?.changes).toEqual({ price_cents: { from: 2420, to: 2600 } });
    expect(await story(product.id, 'product')).toEqual([['product.create', expect.anything()]]);
    expect(await story(product.id, 'stock')).toEqual([]);
  });

  it('when the form changes the name, the stock and the wholesale price, then product.update, stock.update and price.update each hold their own fields', async () => {
    const product = await created({ brand: 'Renamed' });
    const saved = await send(
      'PUT',
      `/api/products/${product.id}`,
      form({ brand: 'Renamed', name: 'Grape Ice', stock: 12, wholesale_price: 14.5, version: product.version }),
    );
    expect(saved.statusCode).toBe(200);
    const changed = await story(product.id, 'product');
    expect(changed[1]).toEqual([
      'product.update',
      { name: { from: 'Grape Mint', to: 'Grape Ice' }, slug: { from: 'renamed-grape-mint-200g', to: 'renamed-grape-ice-200g' } },
    ]);
    expect(await story(product.id, 'stock')).toEqual([['stock.update', { stock: { from: 40, to: 12 } }]]);
    expect(await story(product.id, 'price')).toEqual([['price.update', { wholesale_price_cents: { from: 1500, to: 1450 } }]]);
  });

  it('when the form is saved unchanged, then no entry is added', async () => {
    const product = await created({ brand: 'Unchanged' });
    expect((await send('PUT', `/api/products/${product.id}`, form({ brand: 'Unchanged', version: product.version }))).statusCode).toBe(200);
    expect((await ofProduct(product.id)).map((entry) => entry.action)).toEqual(['product.create']);
    expect(await ofProduct(product.id, 'price')).toEqual([]);
  });

  it('when a product is deleted, then one product.delete entry holds its fields as they were, to null', async () => {
    const product = await created({ brand: 'Deleted' });
    expect((await send('DELETE', `/api/products/${product.id}`)).json()).toMatchObject({ deleted: true });
    const [entry] = await ofProduct(product.id);
    expect(entry).toMatchObject({ actor_id: admin.id, action: 'product.delete' });
    expect(entry?.changes).toMatchObject({
      brand: { from: 'Deleted', to: null },
      price_cents: { from: 2420, to: null },
      stock: { from: 40, to: null },
    });
  });

  it('when an ordered product is deleted, then it is deactivated and product.deactivate records is_active only', async () => {
    const [id = 0] = await createProducts(t.db, 1);
    await placedOrder(t.app, t.db, [[id, 1]]);
    expect((await send('DELETE', `/api/products/${id}`)).json()).toMatchObject({ deactivated: true });
    const [entry] = await ofProduct(id);
    expect([entry?.action, entry?.actor_id, entry?.changes]).toEqual(['product.deactivate', admin.id, { is_active: { from: true, to: false } }]);
  });

  it('when a photo is uploaded, then product.photo records its address under the administrator', async () => {
    const body = multipartBody([{ field: 'photo', filename: 'photo.png', contentType: 'image/png', content: await pngImage(20, 20) }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products/upload-photo',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin.token) },
    });
    expect(response.statusCode).toBe(201);
    const url: string = response.json().photoUrl;
    const photos = await entries(`entity=product&action=product.photo&actor=${admin.id}`);
    expect(photos.find((entry) => entry.changes.image_url?.to === url)).toMatchObject({ actor_email: admin.email, entity_id: null });
  });
});

describe('bulk edits', () => {
  it('when stock is saved in bulk, then each product whose stock changed gets one stock.bulk_update entry, an unchanged one none', async () => {
    const [a = 0, b = 0, c = 0] = await createProducts(t.db, 3, { stock: 10 });
    const response = await send('PUT', '/api/products/bulk-stock', {
      updates: [
        { id: a, stock: 0 },
        { id: b, stock: 25 },
        { id: c, stock: 10 },
      ],
    });
    expect(response.json()).toEqual({ success: true, updated: 3 });
    const stockEntries = await Promise.all([a, b, c].map((id) => ofProduct(id, 'stock')));
    expect(stockEntries.map((list) => list.map((entry) => [entry.action, entry.actor_id, entry.changes]))).toEqual([
      [['stock.bulk_update', admin.id, { stock: { from: 10, to: 0 } }]],
      [['stock.bulk_update', admin.id, { stock: { from: 10, to: 25 } }]],
      [],
    ]);
  });

  it('when public prices are saved in bulk, then each product gets one price.bulk_update entry in cents', async () => {
    const [a = 0, b = 0] = await createProducts(t.db, 2, { price_excl_vat_excise_cents: 500 });
    const response = await send('PUT', '/api/products/bulk-price', {
      updates: [
        { id: a, price_excl_vat_excise: 17.77 },
        { id: b, price_excl_vat_excise: null },
      ],
    });
    expect(response.json().updated).toBe(2);
    expect(await story(a, 'price')).toEqual([['price.bulk_update', { price_excl_vat_excise_cents: { from: 500, to: 1777 } }]]);
    expect(await story(b, 'price')).toEqual([['price.bulk_update', { price_excl_vat_excise_cents: { from: 500, to: null } }]]);
  });
});

describe('refused writes leave no entry', () => {
  it('when the form sends a version that moved on, then 409 and the log holds nothing of it', async () => {
    const product = await created({ brand: 'Stale' });
    const refused = await send('PUT', `/api/products/${product.id}`, form({ brand: 'Stale', price: 99, stock: 1, version: product.version + 1 }));
    expect(refused.statusCode).toBe(409);
    expect((await ofProduct(product.id)).map((entry) => entry.action)).toEqual(['product.create']);
    expect([await ofProduct(product.id, 'price'), await ofProduct(product.id, 'stock')]).toEqual([[], []]);
  });

  it('when one entry of a bulk stock edit is stale, then 409, nothing is written and no product gets an entry', async () => {
    const [a = 0, b = 0] = await createProducts(t.db, 2);
    const refused = await send('PUT', '/api/products/bulk-stock', {
      updates: [
        { id: a, stock: 1, version: 1 },
        { id: b, stock: 2, version: 7 },
      ],
    });
    expect(refused.statusCode).toBe(409);
    expect([await ofProduct(a, 'stock'), await ofProduct(b, 'stock')]).toEqual([[], []]);
  });

  it('when a bulk price names an unknown product or the form a negative price, then the write is refused and no entry is added', async () => {
    const [a = 0] = await createProducts(t.db, 1);
    const unknown = await send('PUT', '/api/products/bulk-price', {
      updates: [
        { id: a, price_excl_vat_excise: 3 },
        { id: 987654, price_excl_vat_excise: 3 },
      ],
    });
    expect(unknown.statusCode).toBe(404);
    expect((await send('PUT', `/api/products/${a}`, form({ price: -1 }))).statusCode).toBe(400);
    expect([await ofProduct(a, 'price'), await ofProduct(a)]).toEqual([[], []]);
  });
});

describe('reading the log', () => {
  it('when a customer or a visitor asks for the audit log, then 403 and 401', async () => {
    expect((await t.app.inject({ url: '/api/audit-log?entity=product', headers: bearer(customer) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/audit-log?entity=product' })).statusCode).toBe(401);
  });
});

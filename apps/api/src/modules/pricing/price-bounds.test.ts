import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@shop/domain';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';

// Decision 061: a SHOP, BAR or customer price above the public price, and a public price
// below the wholesale price, are refused with 400 and the limit named, on every route that writes
// prices; `confirm_price_limits: true` writes it anyway and the audit entry says so.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

let n = 0;
/** A product with retail 80 €, wholesale 45 € and public price 55 € (excl. VAT and excise). */
const productBody = (overrides: Record<string, unknown> = {}) => ({
  brand: 'Alfakher',
  name: `Bounds ${++n}`,
  flavor: 'Apple',
  weight: '250g',
  sku: `BND-${process.pid}-${n}`,
  price: 80,
  wholesale_price: 45,
  price_excl_vat_excise: 55,
  stock: 10,
  ...overrides,
});

async function newProduct(overrides: Record<string, unknown> = {}): Promise<{ id: number; sku: string }> {
  const response = await call('POST', '/api/products', productBody(overrides));
  expect(response.statusCode).toBe(201);
  return response.json().product;
}

const refusal = (response: { statusCode: number; json: () => Record<string, unknown> }) => {
  const body = response.json();
  return { status: response.statusCode, code: body.code, reason: body.reason, params: body.params, error: body.error };
};

async function priceLog(productId: number): Promise<AuditEntry[]> {
  return (await call('GET', `/api/audit-log?entity=price&entity_id=${productId}`)).json().entries;
}

const typePricesOf = async (productId: number) =>
  (await call('GET', `/api/pricing/admin/user-type-prices?product_ids=${productId}`)).json().userTypePrices;

describe('SHOP and BAR prices', () => {
  it('when a SHOP price above the public price is saved, then it is refused with 400 naming the public price as the limit, and nothing is written', async () => {
    const product = await newProduct();
    const response = await call('POST', '/api/pricing/admin/bulk-user-type-prices', {
      updates: [
        { productId: product.id, userType: 'BAR', price: 50 },
        { productId: product.id, userType: 'SHOP', price: 60 },
      ],
    });
    expect(refusal(response)).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      reason: 'shopPriceAbovePublic',
      params: { sku: product.sku, price: '60.00', limit: '55.00' },
      error: `The SHOP price 60.00 € of ${product.sku} is above its public price 55.00 €`,
    });
    expect(await typePricesOf(product.id)).toEqual([]);
  });

  it('when a BAR price equals the public price, then it is saved; one cent above is refused', async () => {
    const product = await newProduct();
    const save = (price: number) =>
      call('POST', '/api/pricing/admin/bulk-user-type-prices', { updates: [{ productId: product.id, userType: 'BAR', price }] });
    expect((await save(55)).statusCode).toBe(200);
    expect(refusal(await save(55.01))).toMatchObject({ status: 400, reason: 'barPriceAbovePublic', params: { price: '55.01', limit: '55.00' } });
  });

  it('when a product has no public price of its own, then its retail price is the limit', async () => {
    const product = await newProduct({ price_excl_vat_excise: null });
    const response = await call('POST', '/api/pricing/admin/bulk-user-type-prices', {
      updates: [{ productId: product.id, userType: 'SHOP', price: 81 }],
    });
    expect(refusal(response)).toMatchObject({ status: 400, reason: 'shopPriceAbovePublic', params: { limit: '80.00' } });
  });

  it('when the administrator confirms a SHOP price above the public price, then it is saved and its audit entry records the confirmed limit', async () => {
    const product = await newProduct();
    const response = await call('POST', '/api/pricing/admin/bulk-user-type-prices', {
      updates: [{ productId: product.id, userType: 'SHOP', price: 60 }],
      confirm_price_limits: true,
    });
    expect(response.statusCode).toBe(200);
    expect(await typePricesOf(product.id)).toMatchObject([{ user_type: 'SHOP', price: 60 }]);
    const [entry] = await priceLog(product.id);
    expect(entry?.changes).toEqual({
      'SHOP.price_cents': { from: null, to: 6000 },
      price_limits_confirmed: { from: null, to: `The SHOP price 60.00 € of ${product.sku} is above its public price 55.00 €` },
    });
  });

  it('when prices within their bounds are saved with the confirmation, then nothing is noted as confirmed', async () => {
    const product = await newProduct();
    await call('POST', '/api/pricing/admin/bulk-user-type-prices', {
      updates: [{ productId: product.id, userType: 'SHOP', price: 50 }],
      confirm_price_limits: true,
    });
    expect((await priceLog(product.id)).map((entry) => entry.changes)).toEqual([{ 'SHOP.price_cents': { from: null, to: 5000 } }]);
  });
});

describe('customer prices', () => {
  it('when a customer price above the public price is saved, then it is refused unless confirmed, and the confirmation is audited', async () => {
    const customer = await createUser(t.db);
    const product = await newProduct();
    const url = `/api/pricing/admin/customer/${customer.id}/bulk`;
    expect(refusal(await call('POST', url, { prices: [{ productId: product.id, price: 56 }] }))).toMatchObject({
      status: 400,
      reason: 'customerPriceAbovePublic',
      params: { sku: product.sku, price: '56.00', limit: '55.00' },
    });
    expect((await call('GET', `/api/pricing/admin/customer/${customer.id}?product_ids=${product.id}`)).json().customerPrices).toEqual([]);
    expect((await call('POST', url, { prices: [{ productId: product.id, price: 56 }], confirm_price_limits: true })).statusCode).toBe(200);
    const [entry] = await priceLog(product.id);
    expect(entry?.changes).toMatchObject({ price_limits_confirmed: { from: null, to: expect.stringContaining('above its public price 55.00 €') } });
  });

  it('when a customer price is removed (0), then no bound applies', async () => {
    const customer = await createUser(t.db);
    const product = await newProduct();
    const response = await call('POST', `/api/pricing/admin/customer/${customer.id}/bulk`, { prices: [{ productId: product.id, price: 0 }] });
    expect(response.statusCode).toBe(200);
  });
});

describe("a product's own prices", () => {
  it('when a product is created with a public price below its wholesale price, then it is refused naming the wholesale price, unless confirmed', async () => {
    const body = productBody({ price_excl_vat_excise: 40 });
    expect(refusal(await call('POST', '/api/products', body))).toMatchObject({
      status: 400,
      reason: 'publicPriceBelowWholesale',
      params: { sku: body.sku, price: '40.00', limit: '45.00' },
      error: `The public price 40.00 € of ${body.sku} is below its wholesale price 45.00 €`,
    });
    const created = await call('POST', '/api/products', { ...body, confirm_price_limits: true });
    expect(created.statusCode).toBe(201);
    const log = (await call('GET', `/api/audit-log?entity=product&entity_id=${created.json().product.id}`)).json().entries;
    expect(log[0].changes.price_limits_confirmed).toEqual({ from: null, to: expect.stringContaining('below its wholesale price 45.00 €') });
  });

  it('when the product form lowers the public price below a stored SHOP price, then it is refused naming the SHOP price; confirmed, it is saved and audited', async () => {
    const product = await newProduct();
    await call('POST', '/api/pricing/admin/bulk-user-type-prices', { updates: [{ productId: product.id, userType: 'SHOP', price: 50 }] });
    const lowered = productBody({ sku: product.sku, name: `Lowered ${n}`, price_excl_vat_excise: 48 });
    expect(refusal(await call('PUT', `/api/products/${product.id}`, lowered))).toMatchObject({
      status: 400,
      reason: 'shopPriceAbovePublic',
      params: { price: '50.00', limit: '48.00' },
    });
    expect((await call('GET', `/api/products/${product.id}`)).json().product.price_excl_vat_excise).toBe(55);
    expect((await call('PUT', `/api/products/${product.id}`, { ...lowered, confirm_price_limits: true })).statusCode).toBe(200);
    const [entry] = await priceLog(product.id);
    expect(entry).toMatchObject({ action: 'price.update' });
    expect(entry?.changes).toMatchObject({
      price_excl_vat_excise_cents: { from: 5500, to: 4800 },
      price_limits_confirmed: { from: null, to: expect.stringContaining('SHOP price 50.00 €') },
    });
  });

  it('when the product form changes no price of a product whose prices already break a bound, then the save is not refused', async () => {
    const product = await newProduct({ price_excl_vat_excise: 40, confirm_price_limits: true });
    const response = await call(
      'PUT',
      `/api/products/${product.id}`,
      productBody({ sku: product.sku, price_excl_vat_excise: 40, description: 'New words' }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('when the bulk public price edit sets a price below the wholesale price, then the whole batch is refused; confirmed, it is saved and audited', async () => {
    const [a, b] = [await newProduct(), await newProduct()];
    const updates = [
      { id: a.id, price_excl_vat_excise: 50 },
      { id: b.id, price_excl_vat_excise: 44.99 },
    ];
    expect(refusal(await call('PUT', '/api/products/bulk-price', { updates }))).toMatchObject({
      status: 400,
      reason: 'publicPriceBelowWholesale',
      params: { sku: b.sku, price: '44.99', limit: '45.00' },
    });
    expect((await call('GET', `/api/products/${a.id}`)).json().product.price_excl_vat_excise).toBe(55);
    expect((await call('PUT', '/api/products/bulk-price', { updates, confirm_price_limits: true })).statusCode).toBe(200);
    const [entryB] = await priceLog(b.id);
    expect(entryB).toMatchObject({ action: 'price.bulk_update' });
    expect(entryB?.changes.price_limits_confirmed).toEqual({ from: null, to: expect.stringContaining('44.99 €') });
    expect((await priceLog(a.id))[0]?.changes.price_limits_confirmed).toBeUndefined();
  });

  it('when the bulk public price edit lowers a price below a customer price, then it is refused naming the customer price', async () => {
    const customer = await createUser(t.db);
    const product = await newProduct();
    await call('POST', `/api/pricing/admin/customer/${customer.id}/bulk`, { prices: [{ productId: product.id, price: 52 }] });
    const response = await call('PUT', '/api/products/bulk-price', { updates: [{ id: product.id, price_excl_vat_excise: 50 }] });
    expect(refusal(response)).toMatchObject({ status: 400, reason: 'customerPriceAbovePublic', params: { price: '52.00', limit: '50.00' } });
  });

  it('when the confirmation flag is not a boolean, then the request is refused as invalid', async () => {
    const response = await call('POST', '/api/products', { ...productBody(), confirm_price_limits: 'yes' });
    expect(response.statusCode).toBe(400);
  });
});

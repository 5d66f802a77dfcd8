import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../db/errors.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';

// Prices a product is sold at are more than 0, a SKU is unique ignoring case, and a number
// too large says its limit.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  brand: 'Rules',
  name: 'Mint',
  flavor: 'Mint',
  weight: '50g',
  price: 20,
  stock: 10,
  min_order_quantity: 1,
  ...overrides,
});
const send = (method: 'POST' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, headers: bearer(admin), payload });
const refusal = async (method: 'POST' | 'PUT', url: string, payload: object) => {
  const response = await send(method, url, payload);
  return { status: response.statusCode, reason: response.json().reason, details: response.json().details, keys: response.json().detail_reasons };
};

describe('prices more than 0', () => {
  it('when the retail, wholesale or public price is 0, then the product form is refused with "Price must be more than 0 €" for that field', async () => {
    for (const field of ['price', 'wholesale_price', 'price_excl_vat_excise']) {
      const answer = await refusal('POST', '/api/products', form({ [field]: 0 }));
      expect([answer.status, answer.details[field], answer.keys[field]], field).toEqual([400, 'Price must be more than 0 €', 'pricePositive']);
    }
  });

  it('when the bulk public price edit sends 0, then it is refused; blank (null) still clears the price', async () => {
    const [id] = await createProducts(t.db, 1, { price_excl_vat_excise_cents: 1500 });
    const zero = await send('PUT', '/api/products/bulk-price', { updates: [{ id, price_excl_vat_excise: 0 }] });
    expect([zero.statusCode, Object.values(zero.json().detail_reasons)]).toEqual([400, ['pricePositive']]);
    expect((await send('PUT', '/api/products/bulk-price', { updates: [{ id, price_excl_vat_excise: null }] })).statusCode).toBe(200);
  });
});

describe('numbers too large', () => {
  it('when a price is 1e12, then the text says the limit: "Price must be at most 100 000 €"', async () => {
    const answer = await refusal('POST', '/api/products', form({ price: 1e12, wholesale_price: 100_000.01 }));
    expect([answer.status, answer.details, answer.keys]).toEqual([
      400,
      { price: 'Price must be at most 100 000 €', wholesale_price: 'Price must be at most 100 000 €' },
      { price: 'priceTooHigh', wholesale_price: 'priceTooHigh' },
    ]);
  });

  it('when stock or the minimum order is too large, then each text says its limit', async () => {
    const answer = await refusal('POST', '/api/products', form({ stock: 1e12, min_order_quantity: 100_001 }));
    expect(answer.details).toEqual({
      stock: 'Stock must be at most 10 000 000',
      min_order_quantity: 'Minimum order quantity must be at most 100 000',
    });
  });

  it('when a price is exactly 100 000 €, then it is taken', async () => {
    expect((await send('POST', '/api/products', form({ price: 100_000 }))).statusCode).toBe(201);
  });
});

describe('SKU unique ignoring case', () => {
  it('when a new product takes a SKU that differs only in case, then 409 skuTaken; its own SKU in other case is its own', async () => {
    const first = await send('POST', '/api/products', form({ sku: 'Hw-Case-1' }));
    expect(first.statusCode).toBe(201);
    const again = await refusal('POST', '/api/products', form({ sku: 'HW-CASE-1' }));
    expect([again.status, again.reason, again.keys]).toEqual([409, 'skuTaken', { sku: 'skuTaken' }]);

    const other = (await send('POST', '/api/products', form({ sku: 'HW-CASE-2' }))).json().product;
    const taken = await refusal('PUT', `/api/products/${other.id}`, form({ sku: 'hw-case-1' }));
    expect([taken.status, taken.reason]).toEqual([409, 'skuTaken']);
    const own = await send('PUT', `/api/products/${other.id}`, form({ sku: 'hw-case-2' }));
    expect([own.statusCode, own.json().product.sku]).toEqual([200, 'hw-case-2']);
  });

  it('when two administrators create the same SKU in other cases at once, then one is created and the other is told the SKU is taken', async () => {
    const answers = await Promise.all([
      send('POST', '/api/products', form({ sku: 'RACE-SKU' })),
      send('POST', '/api/products', form({ sku: 'race-sku' })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().reason).toBe('skuTaken');
  });

  it('when a SKU differing only in case is written past the service, then the unique index on lower(sku) refuses it', async () => {
    const [id] = await createProducts(t.db, 1);
    const { sku } = await t.db.selectFrom('products').select('sku').where('id', '=', id!).executeTakeFirstOrThrow();
    const [other] = await createProducts(t.db, 1);
    const write = t.db.updateTable('products').set({ sku: sku.toLowerCase() }).where('id', '=', other!).execute();
    await expect(write).rejects.toSatisfy(isUniqueViolation);
  });
});

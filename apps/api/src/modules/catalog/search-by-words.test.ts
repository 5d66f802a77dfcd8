import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as searchByWords from '../../db/migrations/2026-11-29-search-by-words.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { adminAndCustomerTokens, bearer } from '../../test/factories.ts';

// Decision 064: the catalogue and the administrators' product list match every typed
// word, each in any field (SKU, brand, name, flavour, weight, category), accents and case ignored.

let t: TestApp;
let admin: string;
let customer: string;
const made = new Map<string, number>();

async function product(key: string, fields: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: bearer(admin),
    payload: { flavor: 'Mint', price: 12.1, stock: 30, min_order_quantity: 1, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  made.set(key, response.json().product.id);
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  ({ admin, customer } = await adminAndCustomerTokens(t.app, t.db));
  await product('darkside-mint', {
    brand: 'Darkside',
    name: 'Šaltmėtė',
    flavor: 'Cooling mint',
    weight: '25g',
    category: 'Strong',
    sku: 'DS-SALT-25',
  });
  await product('darkside-banana', { brand: 'Darkside', name: 'Bananapapa', flavor: 'Banana', weight: '25g', category: 'Strong' });
  await product('adalya-kilo', { brand: 'Adalya', name: 'Love 66', flavor: 'Melon, mint', weight: '1 kg' });
  await product('adalya-small', { brand: 'Adalya', name: 'Love 66', flavor: 'Melon, mint', weight: '50g' });
  await product('apple-big', { brand: 'Al Fakher', name: 'Double Apple', flavor: 'Apple, anise', weight: '250g' });
  await product('apple-small', { brand: 'Al Fakher', name: 'Double Apple', flavor: 'Apple, anise', weight: '50g' });
  await product('percent', { brand: 'Wildcards', name: '100% Mint', weight: '50g' });
});
afterAll(async () => t.close());

/** The keys of the products a search finds, as a visitor's catalogue, a customer's and the administrators' list answer it. */
async function found(search: string): Promise<string[]> {
  const query = `search=${encodeURIComponent(search)}&limit=100`;
  const answers = await Promise.all([
    t.app.inject({ url: `/api/products?${query}` }),
    t.app.inject({ url: `/api/products?${query}`, headers: bearer(customer) }),
    t.app.inject({ url: `/api/products/admin/all?${query}`, headers: bearer(admin) }),
  ]);
  const keys = answers.map((answer) => {
    expect(answer.statusCode, answer.body).toBe(200);
    const ids = new Set((answer.json().products as Array<{ id: number }>).map((p) => p.id));
    return [...made].filter(([, id]) => ids.has(id)).map(([key]) => key);
  });
  expect(keys[1], `customer: ${search}`).toEqual(keys[0]);
  expect(keys[2], `administrators: ${search}`).toEqual(keys[0]);
  return keys[0]!;
}

describe('catalogue search by words', () => {
  it('when "darkside saltmete" is typed, in any case, accents or order, then the Darkside Šaltmėtė is found and no other', async () => {
    for (const search of ['darkside saltmete', 'DARKSIDE  Šaltmėtė', 'saltmete darkside', 'darksi saltm'])
      expect(await found(search), search).toEqual(['darkside-mint']);
  });

  it('when "adalya 1kg" is typed, then the Adalya of 1 kg is found (written "1 kg"), and by 1000g or "1 kg" too, not the 50 g one', async () => {
    for (const search of ['adalya 1kg', 'Adalya 1000g', 'adalya 1 kg', 'love 66 1kg']) expect(await found(search), search).toEqual(['adalya-kilo']);
    expect(await found('adalya')).toEqual(['adalya-kilo', 'adalya-small']);
  });

  it('when "double apple 250g" is typed, then the 250 g Double Apple is found; "50g" finds the 50 g ones, not 250 g', async () => {
    expect(await found('double apple 250g')).toEqual(['apple-big']);
    expect(await found('double apple 50g')).toEqual(['apple-small']);
    expect(await found('50g mint')).toEqual(['adalya-small', 'percent']);
  });

  it('when the words are in different fields (category, flavour, SKU), then the product is found', async () => {
    expect(await found('strong cooling')).toEqual(['darkside-mint']);
    expect(await found('ds-salt mint')).toEqual(['darkside-mint']);
    expect(await found('anise fakher 250')).toEqual(['apple-big']);
  });

  it('when one word matches nothing, then nothing is found', async () => {
    expect(await found('darkside pineapple')).toEqual([]);
    expect(await found('zzzz')).toEqual([]);
  });

  it('when the search holds LIKE wildcards, then they are taken literally', async () => {
    expect(await found('100% mint')).toEqual(['percent']);
    expect(await found('darkside %')).toEqual([]);
    expect(await found('darkside _')).toEqual([]);
    expect(await found('d%e')).toEqual([]);
  });

  it('when products written before the search by words are migrated, then their SKU and weight in grams find them', async () => {
    const id = made.get('adalya-kilo')!;
    // As decision 045 left it: no SKU, no grams.
    await t.db.updateTable('products').set({ search_text: 'adalya love 66 melon, mint 1 kg' }).where('id', '=', id).execute();
    expect(await found('adalya 1kg')).toEqual([]);
    const untyped = t.db as unknown as Kysely<unknown>;
    await searchByWords.down(untyped);
    await searchByWords.up(untyped);
    expect(await found('adalya 1kg')).toEqual(['adalya-kilo']);
    const { sku } = await t.db.selectFrom('products').select('sku').where('id', '=', id).executeTakeFirstOrThrow();
    expect(await found(`${sku.toLowerCase()} love`)).toEqual(['adalya-kilo']);
  });
});

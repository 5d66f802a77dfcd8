import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as searchByWords from '../../db/migrations/2026-11-29-search-by-words.ts';
import { nowIso } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { adminAndCustomerTokens, bearer, login, PASSWORD, uniqueEmail } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';
import { insertUser } from '../users/index.ts';

// Decision 064: the administrators' orders and customers lists match every typed word,
// each in any searched field, accents and case ignored: a wholesaler is found by company and city.

let t: TestApp;
let admin: string;

interface Buyer {
  key: string;
  userId: number;
  email: string;
  licence: string;
  orderId: number;
}
const buyers = new Map<string, Buyer>();

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A customer of `company` billed in `billingCity` who orders once to an address in `city`. */
async function buyer(key: string, company: string, city: string, postalCode: string, billingCity = city) {
  const now = nowIso();
  const user = await insertUser(t.db, {
    email: uniqueEmail(key),
    password_hash: await hashPassword(PASSWORD),
    company_name: company,
    company_reg_number: '304111222',
    contact_person: key === 'kaunas' ? 'Rasa Petraitė' : 'Jonas Jonaitis',
    billing_address: 'Laisvės al. 10',
    billing_city: billingCity,
    billing_postal_code: postalCode,
    billing_country: 'LT',
    approval_status: 'approved',
    approved_at: now,
    email_verified_at: now,
  });
  const { token } = await login(t.app, user.email);
  const licence = `TL-${key.toUpperCase()}-${process.pid}`;
  const address = await call(token, 'POST', '/api/users/addresses', {
    address_name: 'Baras',
    street_address: 'Gedimino pr. 1',
    city,
    postal_code: postalCode,
    country: 'LT',
    tobacco_license: licence,
  });
  expect(address.statusCode, address.body).toBe(201);
  const [product] = await createProducts(t.db, 1);
  await call(token, 'POST', '/api/cart/add', { product_id: product, quantity: 1 });
  const placed = await call(token, 'POST', '/api/orders', { shipping_address_id: address.json().address.id, accept_tax_notice: true });
  expect(placed.statusCode, placed.body).toBe(201);
  buyers.set(key, { key, userId: user.id, email: user.email, licence, orderId: placed.json().order.id });
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  ({ admin } = await adminAndCustomerTokens(t.app, t.db));
  await buyer('kaunas', 'Lounge Bar UAB', 'Kaunas', 'LT-44240');
  await buyer('klaipeda', 'Lounge Klaipėda MB', 'Klaipėda', 'LT-91001');
  await buyer('kauno', 'Kauno Dūmai UAB', 'Vilnius', 'LT-01103');
});
afterAll(async () => t.close());

/** The buyers whose order the administrators' orders search finds. */
async function ordersFound(search: string): Promise<string[]> {
  const response = await call(admin, 'GET', `/api/orders/admin/all?search=${encodeURIComponent(search)}`);
  expect(response.statusCode, response.body).toBe(200);
  const ids = new Set((response.json().orders as Array<{ id: number }>).map((order) => order.id));
  return [...buyers.values()].filter((b) => ids.has(b.orderId)).map((b) => b.key);
}

/** The buyers the administrators' customers search finds. */
async function customersFound(search: string): Promise<string[]> {
  const response = await call(admin, 'GET', `/api/users/admin/all?search=${encodeURIComponent(search)}`);
  expect(response.statusCode, response.body).toBe(200);
  const ids = new Set((response.json().users as Array<{ id: number }>).map((user) => user.id));
  return [...buyers.values()].filter((b) => ids.has(b.userId)).map((b) => b.key);
}

describe("the administrators' orders searched by words", () => {
  it('when "lounge kaunas" is typed, in any case, accents or order, then the order of the Lounge shipped to Kaunas is found and no other', async () => {
    for (const search of ['lounge kaunas', 'Lounge KAUNAS', 'kaunas lounge', 'loun kaun'])
      expect(await ordersFound(search), search).toEqual(['kaunas']);
    expect(await ordersFound('lounge')).toEqual(['kaunas', 'klaipeda']);
    expect(await ordersFound('LOUNGE klaipėda')).toEqual(['klaipeda']);
  });

  it('when the words are in different fields (e-mail, licence, contact person, postal code, number), then the order is found', async () => {
    const kaunas = buyers.get('kaunas')!;
    expect(await ordersFound(`${kaunas.email} ${kaunas.licence}`)).toEqual(['kaunas']);
    expect(await ordersFound('petraite lt-44240')).toEqual(['kaunas']);
    const { order_number } = await t.db.selectFrom('orders').select('order_number').where('id', '=', kaunas.orderId).executeTakeFirstOrThrow();
    expect(await ordersFound(`${order_number.toLowerCase()} lounge`)).toEqual(['kaunas']);
    expect(await ordersFound('dumai vilnius')).toEqual(['kauno']);
  });

  it('when one word matches nothing, or a word is a LIKE wildcard, then nothing is found', async () => {
    expect(await ordersFound('lounge nowhere')).toEqual([]);
    expect(await ordersFound('lounge %')).toEqual([]);
    expect(await ordersFound('lounge _')).toEqual([]);
  });

  it('when orders placed before the search by words are migrated, then their company and shipping city find them', async () => {
    const kaunas = buyers.get('kaunas')!;
    // As decision 045 left it: number, company, e-mail and licence only.
    await t.db.updateTable('orders').set({ search_text: 'lounge bar uab' }).where('id', '=', kaunas.orderId).execute();
    expect(await ordersFound('lounge kaunas')).toEqual([]);
    const untyped = t.db as unknown as Kysely<unknown>;
    await searchByWords.down(untyped);
    await searchByWords.up(untyped);
    expect(await ordersFound('lounge kaunas')).toEqual(['kaunas']);
    expect(await customersFound('lounge kaunas')).toEqual(['kaunas']);
  });
});

describe("the administrators' customers searched by words", () => {
  it('when company and billing city are typed, then the customer is found; a word that matches nothing finds none', async () => {
    expect(await customersFound('lounge kaunas')).toEqual(['kaunas']);
    expect(await customersFound('Kaunas  LOUNGE')).toEqual(['kaunas']);
    expect(await customersFound('lounge')).toEqual(['kaunas', 'klaipeda']);
    expect(await customersFound('kauno dumai 01103')).toEqual(['kauno']);
    expect(await customersFound('petraite uab')).toEqual(['kaunas']);
    expect(await customersFound('lounge nowhere')).toEqual([]);
    expect(await customersFound('lounge %')).toEqual([]);
  });
});

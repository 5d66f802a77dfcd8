import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as orderListColumns from '../../db/migrations/2026-12-02-order-list-columns.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';

// Decision 075: the administrators' orders list answers rows — what the list, its actions and
// the overview's recent orders read — never an order's lines or snapshots; the detail keeps the whole order.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

let companies = 0;

/** A customer of its own company and contact person (set before it orders, so the snapshot carries them). */
async function buyer(company = `Eilutė ${process.pid}-${++companies} UAB`, contact = 'Rūta Žemaitė') {
  const user = await createUser(t.db);
  await t.db.updateTable('users').set({ company_name: company, contact_person: contact }).where('id', '=', user.id).execute();
  const { token } = await login(t.app, user.email);
  const address = await call(token, 'POST', '/api/users/addresses', {
    address_name: 'Parduotuvė',
    street_address: 'Laisvės al. 5',
    city: 'Kaunas',
    country: 'Lithuania',
    tobacco_license: `TL-${process.pid}-${companies}`,
  });
  return { user, token, addressId: address.json().address.id as number, company, contact };
}
type Buyer = Awaited<ReturnType<typeof buyer>>;

async function orderBy(who: Buyer, lines = 2) {
  for (const product of await createProducts(t.db, lines, { stock: 100 }))
    await call(who.token, 'POST', '/api/cart/add', { product_id: product, quantity: 2 });
  const placed = await call(who.token, 'POST', '/api/orders', { shipping_address_id: who.addressId, accept_tax_notice: true, notes: 'Skambinti' });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().order as { id: number; order_number: string };
}

type Row = Record<string, unknown> & { id: number };
async function rows(query: string): Promise<Row[]> {
  const response = await call(admin, 'GET', `/api/orders/admin/all?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().orders;
}
const rowOf = async (order: { id: number; order_number: string }) => (await rows(`search=${order.order_number}`)).find((row) => row.id === order.id);

/** Exactly what the list screens, their actions and the overview read of an order. */
const ROW_FIELDS = [
  'id',
  'order_number',
  'user_id',
  'status',
  'created_at',
  'updated_at',
  'version',
  'subtotal',
  'tax_amount',
  'shipping_amount',
  'order_completion_fee',
  'total_amount',
  'company_name',
  'email',
  'contact_person',
  'has_pre_invoice',
  'has_invoice',
  'invoice_status',
  'customer_reference',
].sort();

describe("the administrators' orders list rows", () => {
  it('when the list is read, then each row has the fields the screens read, as the detail has them, and no lines, addresses or notes', async () => {
    const who = await buyer('Dūmų Namai UAB', 'Jonas Petraitis');
    const order = await orderBy(who, 3);
    const row = await rowOf(order);
    expect(Object.keys(row ?? {}).sort()).toEqual(ROW_FIELDS);
    const whole = (await call(admin, 'GET', `/api/orders/admin/${order.id}`)).json().order;
    expect(row).toEqual(Object.fromEntries(ROW_FIELDS.map((field) => [field, whole[field]])));
    expect(row).toMatchObject({
      user_id: who.user.id,
      company_name: 'Dūmų Namai UAB',
      email: who.user.email,
      contact_person: 'Jonas Petraitis',
      status: 'received',
      has_pre_invoice: false,
      has_invoice: false,
      invoice_status: null,
    });
  });

  it('when the recent-orders call of the dashboard asks five, then five rows come, newest first, none with lines or snapshots', async () => {
    const who = await buyer();
    for (let n = 0; n < 6; n++) await orderBy(who, 1);
    const recent = await rows('limit=5&sort=created_at&order=desc');
    expect(recent).toHaveLength(5);
    for (const row of recent) for (const whole of ['items', 'billing_address', 'shipping_address', 'notes']) expect(row).not.toHaveProperty(whole);
    const times = recent.map((row) => String(row.created_at));
    expect(times).toEqual([...times].sort().reverse());
  });

  it('when an order gets a pre-invoice and then its invoice, then its row says so, as the list’s flags and actions read it', async () => {
    const who = await buyer();
    const order = await orderBy(who, 1);
    expect((await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await call(admin, 'POST', `/api/orders/admin/${order.id}/create-pre-invoice`, {})).statusCode).toBe(201);
    expect(await rowOf(order)).toMatchObject({ status: 'confirmed', has_pre_invoice: true, has_invoice: false, invoice_status: null });
    expect((await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'ended' })).statusCode).toBe(200);
    expect(await rowOf(order)).toMatchObject({ status: 'ended', has_invoice: true, invoice_status: expect.any(String) });
  });

  it('when the detail or the customer’s own list is read, then the whole order comes with its lines and snapshots', async () => {
    const who = await buyer();
    const order = await orderBy(who, 2);
    const whole = (await call(admin, 'GET', `/api/orders/admin/${order.id}`)).json().order;
    expect(whole.items).toHaveLength(2);
    expect(whole).toMatchObject({ notes: 'Skambinti', billing_address: { company_name: who.company }, shipping_address: { city: 'Kaunas' } });
    const own = (await call(who.token, 'GET', '/api/orders')).json().orders;
    expect(own[0]).toMatchObject({ id: order.id, items: expect.any(Array), billing_address: { company_name: who.company } });
  });
});

describe('orders placed before the list columns', () => {
  it('when the migration meets orders written before it, then their rows show the buyer frozen in each order, not the account’s new one', async () => {
    const who = await buyer('Senoji Pypkė UAB', 'Ona Onaitė');
    const order = await orderBy(who, 1);
    await t.db.updateTable('users').set({ company_name: 'Nauja UAB' }).where('id', '=', who.user.id).execute();
    // The migration again, as a database from before it meets it (migrations take an untyped database).
    const untyped = t.db as unknown as Kysely<unknown>;
    await orderListColumns.down(untyped);
    const columns = (await t.db.introspection.getTables()).find((table) => table.name === 'orders')!.columns.map((column) => column.name);
    expect(columns).not.toContain('buyer_company');
    await orderListColumns.up(untyped);
    expect(await rowOf(order)).toMatchObject({ company_name: 'Senoji Pypkė UAB', email: who.user.email, contact_person: 'Ona Onaitė' });
  });

  it('when an order was written without its list columns (an older seeder), then the backfill writes them from its snapshot', async () => {
    const who = await buyer('Antra Pypkė UAB', 'Petras Petraitis');
    const order = await orderBy(who, 1);
    await t.db.updateTable('orders').set({ buyer_company: '', buyer_email: '', buyer_contact: '' }).where('id', '=', order.id).execute();
    expect(await rowOf(order)).toMatchObject({ company_name: '', email: '', contact_person: '' });
    await orderListColumns.backfill(t.db as unknown as Kysely<unknown>);
    expect(await rowOf(order)).toMatchObject({ company_name: 'Antra Pypkė UAB', email: who.user.email, contact_person: 'Petras Petraitis' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';

/** Decision 048: the dashboard's waiting list and its counts, on a shop of its own. */
let t: TestApp;
let adminToken: string;
/** Six businesses waiting, registered a day apart, oldest first. */
const waiting: number[] = [];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  adminToken = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
  for (let day = 1; day <= 6; day++) {
    const row = await createUser(t.db, { approval: 'pending', verified: day !== 3 });
    // Inserted newest first: the list must follow the registration time, not the id.
    const createdAt = new Date(Date.UTC(2026, 0, 20 - day)).toISOString();
    await t.db
      .updateTable('users')
      .set({ created_at: createdAt, company_name: `Waiting ${7 - day}` })
      .where('id', '=', row.id)
      .execute();
    waiting.unshift(row.id);
  }
  await createUser(t.db, { approval: 'rejected' });
  await createUser(t.db);
});
afterAll(async () => t.close());

const asAdmin = (method: 'GET' | 'DELETE', url: string) => t.app.inject({ method, url, headers: bearer(adminToken) });
const stats = async () => (await asAdmin('GET', '/api/dashboard/stats')).json().stats;

describe('the waiting list', () => {
  it('when six businesses wait, then the dashboard query gets the five oldest, oldest first, and the total of six', async () => {
    const response = await asAdmin('GET', '/api/users/admin/all?status=pending&sort=oldest&limit=5');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.users.map((user: { id: number }) => user.id)).toEqual(waiting.slice(0, 5));
    expect(body.users.map((user: { company_name: string }) => user.company_name)).toEqual([
      'Waiting 1',
      'Waiting 2',
      'Waiting 3',
      'Waiting 4',
      'Waiting 5',
    ]);
    expect(body.pagination).toEqual({ page: 1, limit: 5, total: 6, pages: 2 });
    expect((await stats()).pending_approvals).toBe(6);
  });

  it('when the list asks for the waiting ones, then neither administrators nor approved or rejected customers are among them', async () => {
    const all = (await asAdmin('GET', '/api/users/admin/all?status=pending&limit=100')).json().users;
    expect(all.map((user: { id: number }) => user.id)).toEqual([...waiting].reverse());
    const rejected = (await asAdmin('GET', '/api/users/admin/all?status=rejected')).json();
    expect(rejected.users.every((user: { approval_status: string }) => user.approval_status === 'rejected')).toBe(true);
    expect(rejected.pagination.total).toBe(1);
  });

  it.each(['status=waiting', 'sort=random', 'status=', "status=pending'--"])('when the query has %s, then 400', async (query) => {
    expect((await asAdmin('GET', `/api/users/admin/all?${query}`)).statusCode).toBe(400);
  });
});

describe('the customer count', () => {
  it('when a customer with orders is deleted (anonymised), then the dashboard counts one customer less', async () => {
    const customer = await createUser(t.db);
    const now = nowIso();
    await t.db
      .insertInto('orders')
      .values({
        order_number: `ORD-WAIT-${customer.id}`,
        user_id: customer.id,
        status: 'ended',
        subtotal_cents: 10_000,
        shipping_cents: 0,
        tax_cents: 2_100,
        total_cents: 12_100,
        shipping_address: '{}',
        billing_address: null,
        notes: null,
        customer_snapshot: '{"company_name":"Kept UAB"}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const before = await stats();

    expect((await asAdmin('DELETE', `/api/users/admin/${customer.id}`)).json().anonymised).toBe(true);

    const after = await stats();
    expect(after.total_customers).toBe(before.total_customers - 1);
    expect(after.total_orders).toBe(before.total_orders);
  });
});

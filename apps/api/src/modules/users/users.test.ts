import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login, PASSWORD } from '../../test/factories.ts';

let t: TestApp;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  const admin = await createUser(t.db, { admin: true });
  adminId = admin.id;
  adminToken = (await login(t.app, admin.email)).token;
});
afterAll(async () => t.close());

const asAdmin = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });
const mailsTo = async (email: string) => (await t.outbox()).filter((mail) => mail.to.includes(email));

async function insertOrderFor(userId: number) {
  const now = nowIso();
  return t.db
    .insertInto('orders')
    .values({
      order_number: `ORD-T-${userId}-${Date.now()}`,
      user_id: userId,
      status: 'received',
      subtotal_cents: 25_000,
      shipping_cents: 0,
      tax_cents: 5_250,
      total_cents: 30_250,
      shipping_address: '{}',
      billing_address: null,
      notes: null,
      customer_snapshot: '{"company_name":"Kept UAB"}',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('who may call the admin users API', () => {
  it('when a guest or a customer calls it, then 401 and 403 "Admin access required"', async () => {
    const customer = await createUser(t.db);
    const { token } = await login(t.app, customer.email);
    const guest = await t.app.inject({ url: '/api/users/admin/all' });
    const asCustomer = await t.app.inject({ url: '/api/users/admin/all', headers: bearer(token) });
    expect(guest.statusCode).toBe(401);
    expect([asCustomer.statusCode, asCustomer.json().error]).toEqual([403, 'Admin access required']);
    const approveSelf = await t.app.inject({ method: 'PATCH', url: `/api/users/admin/${customer.id}/approve`, headers: bearer(token) });
    expect(approveSelf.statusCode).toBe(403);
  });
});

describe('user list', () => {
  it('when there are more than 20 users, then pages of 20 come with the totals', async () => {
    for (let i = 0; i < 22; i++) await createUser(t.db);
    const first = await asAdmin('GET', '/api/users/admin/all');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.users).toHaveLength(20);
    expect(body.pagination.limit).toBe(20);
    expect(body.pagination.total).toBeGreaterThanOrEqual(23);
    expect(body.pagination.pages).toBe(Math.ceil(body.pagination.total / 20));
    const second = await asAdmin('GET', '/api/users/admin/all?page=2');
    const ids = new Set(body.users.map((u: { id: number }) => u.id));
    expect(second.json().users.every((u: { id: number }) => !ids.has(u.id))).toBe(true);
  });

  it('when searching without Lithuanian letters or in capitals, then "Dūmų" is found', async () => {
    const user = await createUser(t.db);
    await t.db
      .updateTable('users')
      .set({ company_name: 'Šešėlių Dūmų Namai', search_text: `seseliu dumu namai ${user.email}` })
      .where('id', '=', user.id)
      .execute();
    for (const query of ['dumu namai', 'DŪMŲ', 'šešėlių']) {
      const response = await asAdmin('GET', `/api/users/admin/all?search=${encodeURIComponent(query)}`);
      expect(response.json().users.map((u: { id: number }) => u.id)).toContain(user.id);
    }
  });

  it('when the search holds LIKE wildcards or SQL, then it matches literally and nothing breaks', async () => {
    for (const query of ['%', '_', "'; DROP TABLE users; --"]) {
      const response = await asAdmin('GET', `/api/users/admin/all?search=${encodeURIComponent(query)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().users).toEqual([]);
    }
  });

  it.each(['page=0', 'page=abc', 'limit=1000', 'limit=-1'])('when the query has %s, then it is a 400', async (query) => {
    expect((await asAdmin('GET', `/api/users/admin/all?${query}`)).statusCode).toBe(400);
  });
});

describe('approval', () => {
  it('when a pending customer is approved, then it may log in and gets the approval e-mail in its language', async () => {
    const customer = await createUser(t.db, { approval: 'pending', language: 'lt' });
    const before = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: customer.email, password: PASSWORD } });
    expect(before.statusCode).toBe(403);
    const response = await asAdmin('PATCH', `/api/users/admin/${customer.id}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ approval_status: 'approved', approved_at: expect.any(String) });
    expect((await mailsTo(customer.email)).map((m) => m.subject)).toEqual(['Jūsų paskyra patvirtinta']);
    await login(t.app, customer.email);
  });

  it('when a pending customer is rejected with a reason, then the e-mail and the login refusal carry it', async () => {
    const customer = await createUser(t.db, { approval: 'pending' });
    const response = await asAdmin('PATCH', `/api/users/admin/${customer.id}/reject`, { reason: 'No tobacco licence' });
    expect(response.json().user.approval_status).toBe('rejected');
    const [mail] = await mailsTo(customer.email);
    expect(mail?.subject).toBe('Your registration was rejected');
    expect(mail?.text).toContain('Reason: No tobacco licence');
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: customer.email, password: PASSWORD } });
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_REJECTED', error: expect.stringContaining('No tobacco licence') });
  });

  it('when an administrator or an approved customer is approved or rejected, then 409', async () => {
    const approved = await createUser(t.db);
    expect((await asAdmin('PATCH', `/api/users/admin/${adminId}/approve`)).statusCode).toBe(409);
    expect((await asAdmin('PATCH', `/api/users/admin/${approved.id}/approve`)).statusCode).toBe(409);
    expect((await asAdmin('PATCH', `/api/users/admin/${approved.id}/reject`, { reason: 'x' })).statusCode).toBe(409);
  });

  it('when an administrator verifies an e-mail, then the customer counts as verified', async () => {
    const customer = await createUser(t.db, { verified: false });
    const response = await asAdmin('PATCH', `/api/users/admin/${customer.id}/verify-email`);
    expect(response.json().user.email_verified).toBe(true);
    await login(t.app, customer.email);
  });
});

describe('editing', () => {
  it('when the administrator sets type, payment terms and company data, then the customer sees them', async () => {
    const customer = await createUser(t.db);
    const response = await asAdmin('PUT', `/api/users/admin/${customer.id}`, {
      user_type: 'BAR',
      payment_terms: 'Net 14 days',
      company_name: 'Vakaras UAB',
    });
    expect(response.statusCode).toBe(200);
    const { token } = await login(t.app, customer.email);
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().user).toMatchObject({ user_type: 'BAR', payment_terms: 'Net 14 days', company_name: 'Vakaras UAB' });
  });

  it('when a customer is deactivated, then its open session ends and it cannot log in', async () => {
    const customer = await createUser(t.db);
    const { token } = await login(t.app, customer.email);
    expect((await asAdmin('PUT', `/api/users/admin/${customer.id}`, { is_active: false })).json().user.is_active).toBe(false);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: customer.email, password: PASSWORD } });
    expect([again.statusCode, again.json().code]).toEqual([403, 'ACCOUNT_INACTIVE']);
    await asAdmin('PUT', `/api/users/admin/${customer.id}`, { is_active: true });
    await login(t.app, customer.email);
  });

  it('when a customer would be made administrator here, then 409 points to staff management and it stays a customer (decision 092)', async () => {
    const customer = await createUser(t.db);
    const response = await asAdmin('PUT', `/api/users/admin/${customer.id}`, { is_admin: true });
    expect([response.statusCode, response.json().reason]).toEqual([409, 'staffChangedInStaffManagement']);
    const { token, user } = await login(t.app, customer.email);
    expect([user.role, user.staff_role]).toEqual(['customer', null]);
    expect((await t.app.inject({ url: '/api/users/admin/all', headers: bearer(token) })).json().code).toBe('ADMIN_REQUIRED');
  });

  it('when the administrator would deactivate or demote itself, then 409 and nothing changes', async () => {
    expect((await asAdmin('PUT', `/api/users/admin/${adminId}`, { is_active: false })).statusCode).toBe(409);
    expect((await asAdmin('PUT', `/api/users/admin/${adminId}`, { is_admin: false })).statusCode).toBe(409);
    expect((await asAdmin('GET', `/api/users/admin/${adminId}`)).json().user).toMatchObject({ is_active: true, is_admin: true });
  });

  it('when the body has an unknown user type or wrong types, then 400', async () => {
    const customer = await createUser(t.db);
    expect((await asAdmin('PUT', `/api/users/admin/${customer.id}`, { user_type: 'CLUB' })).statusCode).toBe(400);
    expect((await asAdmin('PUT', `/api/users/admin/${customer.id}`, { is_active: 'yes' })).statusCode).toBe(400);
  });

  it('when the user does not exist or the id is not a number, then 404 and 400', async () => {
    expect((await asAdmin('GET', '/api/users/admin/999999')).statusCode).toBe(404);
    expect((await asAdmin('GET', '/api/users/admin/abc')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/users/admin/1%20OR%201=1')).statusCode).toBe(400);
  });
});

describe('deleting', () => {
  it('when an administrator is to be deleted, then 403 and it stays', async () => {
    const other = await createUser(t.db, { admin: true });
    const response = await asAdmin('DELETE', `/api/users/admin/${other.id}`);
    expect([response.statusCode, response.json().error]).toEqual([403, 'Administrators cannot be deleted']);
  });

  it('when a customer without orders is deleted, then it is gone', async () => {
    const customer = await createUser(t.db);
    const response = await asAdmin('DELETE', `/api/users/admin/${customer.id}`);
    expect(response.json()).toMatchObject({ success: true, anonymised: false });
    expect((await asAdmin('GET', `/api/users/admin/${customer.id}`)).statusCode).toBe(404);
  });

  it('when a customer with orders is deleted, then it is anonymised, its orders stay and it cannot log in', async () => {
    const customer = await createUser(t.db);
    const order = await insertOrderFor(customer.id);
    const response = await asAdmin('DELETE', `/api/users/admin/${customer.id}`);
    expect(response.json()).toMatchObject({ success: true, anonymised: true });
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', customer.id).executeTakeFirstOrThrow();
    expect(row.email).not.toBe(customer.email);
    expect(row.company_name).toBe('Deleted customer');
    expect(await t.db.selectFrom('orders').select('id').where('id', '=', order.id).executeTakeFirst()).toBeDefined();
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: customer.email, password: PASSWORD } });
    expect(refused.statusCode).toBe(401);
    expect((await asAdmin('GET', `/api/users/admin/${customer.id}`)).statusCode).toBe(404);
  });
});

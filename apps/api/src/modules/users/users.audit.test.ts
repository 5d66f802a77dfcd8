import type { AuditEntry } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login, PASSWORD } from '../../test/factories.ts';

let t: TestApp;
let admin: { id: number; email: string; token: string };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  const row = await createUser(t.db, { admin: true });
  admin = { id: row.id, email: row.email, token: (await login(t.app, row.email)).token };
});
afterAll(async () => t.close());

const asAdmin = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });

/** The user's entries as the audit log's API answers them, newest first. */
async function entriesOf(userId: number): Promise<AuditEntry[]> {
  const response = await asAdmin('GET', `/api/audit-log?entity=user&entity_id=${userId}`);
  expect(response.statusCode).toBe(200);
  return response.json().entries;
}

describe('audit log of administrators’ changes of users', () => {
  it('when an administrator approves a pending customer, then one entry records approval_status from pending to approved under the administrator', async () => {
    const customer = await createUser(t.db, { approval: 'pending' });
    expect((await asAdmin('PATCH', `/api/users/admin/${customer.id}/approve`)).statusCode).toBe(200);
    const entries = await entriesOf(customer.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      action: 'user.approve',
      entity: 'user',
      entity_id: String(customer.id),
      changes: { approval_status: { from: 'pending', to: 'approved' } },
    });
    expect(Object.keys(entries[0]!.changes)).toEqual(['approval_status']);
  });

  it('when an update sends the whole form but changes only user_type, then only user_type is recorded', async () => {
    const customer = await createUser(t.db);
    const current = (await asAdmin('GET', `/api/users/admin/${customer.id}`)).json().user;
    const response = await asAdmin('PUT', `/api/users/admin/${customer.id}`, {
      company_name: current.company_name,
      contact_person: current.contact_person,
      company_reg_number: current.company_reg_number,
      is_active: true,
      is_admin: false,
      language: current.language,
      user_type: 'BAR',
      version: current.version,
    });
    expect(response.statusCode).toBe(200);
    const entries = await entriesOf(customer.id);
    expect(entries.map((entry) => [entry.action, entry.actor_email, entry.changes])).toEqual([
      ['user.update', admin.email, { user_type: { from: null, to: 'BAR' } }],
    ]);
  });

  it('when payment terms and the activity change, then each is recorded from its old value to its new one', async () => {
    const customer = await createUser(t.db, { userType: 'SHOP' });
    const version = (await asAdmin('GET', `/api/users/admin/${customer.id}`)).json().user.version;
    expect(
      (await asAdmin('PUT', `/api/users/admin/${customer.id}`, { payment_terms_rule: { code: 'net_days', days: 14 }, is_admin: false, version }))
        .statusCode,
    ).toBe(200);
    expect((await asAdmin('PUT', `/api/users/admin/${customer.id}`, { is_active: false })).statusCode).toBe(200);
    const [deactivation, terms] = await entriesOf(customer.id);
    expect(terms?.changes).toEqual({
      payment_terms: { from: null, to: 'Net 14 days' },
      payment_terms_rule: { from: null, to: { code: 'net_days', days: 14 } },
    });
    expect(deactivation?.changes).toEqual({ is_active: { from: true, to: false } });
  });

  it('when a registration is rejected and an e-mail verified by hand, then the status, the reason and the verification are recorded', async () => {
    const rejected = await createUser(t.db, { approval: 'pending' });
    expect((await asAdmin('PATCH', `/api/users/admin/${rejected.id}/reject`, { reason: 'No licence' })).statusCode).toBe(200);
    expect((await entriesOf(rejected.id)).map((entry) => [entry.action, entry.changes])).toEqual([
      ['user.reject', { approval_status: { from: 'pending', to: 'rejected' }, rejection_reason: { from: null, to: 'No licence' } }],
    ]);

    const unverified = await createUser(t.db, { verified: false });
    expect((await asAdmin('PATCH', `/api/users/admin/${unverified.id}/verify-email`)).statusCode).toBe(200);
    expect((await asAdmin('PATCH', `/api/users/admin/${unverified.id}/verify-email`)).statusCode).toBe(200);
    expect((await entriesOf(unverified.id)).map((entry) => [entry.action, entry.changes])).toEqual([
      ['user.verify_email', { email_verified: { from: false, to: true } }],
    ]);
  });

  it('when a write is refused or changes nothing, then it leaves no entry', async () => {
    const approved = await createUser(t.db);
    expect((await asAdmin('PATCH', `/api/users/admin/${approved.id}/approve`)).statusCode).toBe(409);
    expect((await asAdmin('PATCH', `/api/users/admin/${approved.id}/reject`, { reason: 'late' })).statusCode).toBe(409);
    // A stale version is refused after the row was locked and read: the transaction rolls back whole.
    expect((await asAdmin('PUT', `/api/users/admin/${approved.id}`, { user_type: 'BAR', version: 99 })).statusCode).toBe(409);
    expect((await asAdmin('PUT', `/api/users/admin/${approved.id}`, { company_name: approved.company_name })).statusCode).toBe(200);
    expect(await entriesOf(approved.id)).toEqual([]);

    expect((await asAdmin('PUT', `/api/users/admin/${admin.id}`, { is_active: false })).statusCode).toBe(409);
    expect((await asAdmin('DELETE', `/api/users/admin/${admin.id}`)).statusCode).toBe(403);
    expect(await entriesOf(admin.id)).toEqual([]);
  });

  it('when a customer without orders is deleted, then the entry says which account it was, without its password or contact details', async () => {
    const customer = await createUser(t.db, { userType: 'SHOP' });
    expect((await asAdmin('DELETE', `/api/users/admin/${customer.id}`)).json().anonymised).toBe(false);
    const [entry] = await entriesOf(customer.id);
    expect(entry).toMatchObject({ action: 'user.delete', actor_id: admin.id });
    expect(entry?.changes).toEqual({
      email: { from: customer.email, to: null },
      company_name: { from: customer.company_name, to: null },
      company_reg_number: { from: customer.company_reg_number, to: null },
      is_active: { from: true, to: null },
    });
    expect(JSON.stringify(entry)).not.toContain(customer.password_hash);
    expect(JSON.stringify(entry)).not.toContain(customer.contact_person);
  });

  it('when a customer with orders is deleted, then it is recorded as anonymised, with the identity it lost', async () => {
    const customer = await createUser(t.db);
    const now = nowIso();
    await t.db
      .insertInto('orders')
      .values({
        order_number: `ORD-AUDIT-${customer.id}`,
        user_id: customer.id,
        status: 'received',
        subtotal_cents: 1000,
        shipping_cents: 0,
        tax_cents: 210,
        total_cents: 1210,
        shipping_address: '{}',
        billing_address: null,
        notes: null,
        customer_snapshot: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await asAdmin('DELETE', `/api/users/admin/${customer.id}`)).json().anonymised).toBe(true);
    const [entry] = await entriesOf(customer.id);
    expect(entry).toMatchObject({ action: 'user.anonymise', actor_email: admin.email });
    expect(entry?.changes).toEqual({
      email: { from: customer.email, to: `deleted-${customer.id}@anonymised.invalid` },
      company_name: { from: customer.company_name, to: 'Deleted customer' },
      company_reg_number: { from: customer.company_reg_number, to: '-' },
      is_active: { from: true, to: false },
    });
    expect(JSON.stringify(entry)).not.toMatch(/\$argon2|hash|token/i);
    expect(JSON.stringify(entry)).not.toContain(PASSWORD);
  });
});

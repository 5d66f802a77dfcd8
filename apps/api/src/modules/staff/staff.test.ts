import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { englishWordsIn, type StaffMember } from '@shop/domain';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { tokenFromMail } from '../../test/outbox.ts';
import { parallelShop } from '../../test/parallel.ts';
import { bearer, createUser, login, staffToken, uniqueEmail } from '../../test/factories.ts';

// Decision 092: an owner invites staff, changes their roles and deactivates them; the shop always
// keeps an active owner.

const NEW_PASSWORD = 'Sandelis-2026-ruduo';
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let owner: string;
let ownerId: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  const row = await createUser(t.db, { admin: true, role: 'owner' });
  ownerId = row.id;
  owner = (await login(t.app, row.email)).token;
});
afterAll(async () => t.close());
afterEach(() => void vi.useRealTimers());

const asOwner = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = owner) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function invite(role: StaffMember['role'], language: 'en' | 'lt' = 'en') {
  const email = uniqueEmail(role);
  const response = await asOwner('POST', '/api/staff', { email, name: 'Tomas Sandėlininkas', role, language });
  expect(response.statusCode).toBe(201);
  const mail = (await t.outbox()).findLast((one) => one.to.includes(email));
  if (!mail) throw new Error(`no invitation mail to ${email}`);
  return { member: response.json() as StaffMember, email, mail, token: tokenFromMail(mail, '/reset-password') };
}

const setPassword = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: NEW_PASSWORD } });

describe('inviting staff', () => {
  it('when an owner invites a warehouse worker, then the mailed link sets its password and it signs in as warehouse', async () => {
    const { member, email, mail, token } = await invite('warehouse');
    expect(member).toMatchObject({
      email,
      name: 'Tomas Sandėlininkas',
      role: 'warehouse',
      is_active: true,
      invitation_pending: true,
      mfa_enabled: false,
    });
    expect(mail.subject).toBe('You are invited to the shop’s staff');
    expect(mail.text).toContain('Your role: warehouse worker');
    // Before the link is used, the password to be chosen signs nobody in: the account's is one nobody knows.
    const early = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: NEW_PASSWORD } });
    expect([early.statusCode, early.json().code]).toEqual([401, 'INVALID_CREDENTIALS']);
    expect((await t.app.inject({ url: `/api/auth/reset-password/${token}` })).json().valid).toBe(true);
    expect((await setPassword(token)).statusCode).toBe(200);
    const signedIn = await login(t.app, email, NEW_PASSWORD);
    expect(signedIn.user).toMatchObject({ is_admin: true, staff_role: 'warehouse', email_verified: true });
    // The link works once; the list no longer shows the invitation as waiting.
    expect((await setPassword(token)).json().reason).toBe('resetLinkInvalid');
    const listed = (await asOwner('GET', '/api/staff')).json().staff.find((one: StaffMember) => one.id === member.id);
    expect(listed.invitation_pending).toBe(false);
    // The role holds: orders yes, prices no.
    expect((await t.app.inject({ url: '/api/orders/admin/all', headers: bearer(signedIn.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/pricing/admin/user-type-prices', headers: bearer(signedIn.token) })).json().code).toBe(
      'FORBIDDEN_FOR_ROLE',
    );
  });

  it('when the invitation is in Lithuanian, then the mail shows no English word and names the role in Lithuanian', async () => {
    const { mail } = await invite('accountant', 'lt');
    expect(mail.subject).toBe('Kvietimas prisijungti prie parduotuvės darbuotojų');
    expect(mail.text).toContain('Jūsų rolė: buhalteris');
    expect(englishWordsIn(`${mail.subject}\n${mail.text}`)).toEqual([]);
  });

  it('when 72 hours have passed, then the invitation link no longer sets a password; a minute before, it still did', async () => {
    const first = await invite('sales');
    const second = await invite('sales');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 72 * HOUR - 60_000);
    expect((await setPassword(first.token)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const late = await setPassword(second.token);
    expect([late.statusCode, late.json().reason]).toEqual([400, 'resetLinkInvalid']);
  });

  it('when the e-mail already has an account, then 409 staffEmailTaken and no account or mail is made', async () => {
    const customer = await createUser(t.db);
    const mailsBefore = (await t.outbox()).length;
    const response = await asOwner('POST', '/api/staff', { email: customer.email.toUpperCase(), name: 'Jonas', role: 'sales' });
    expect([response.statusCode, response.json().code, response.json().reason]).toEqual([409, 'CONFLICT', 'staffEmailTaken']);
    expect((await t.outbox()).length).toBe(mailsBefore);
    const row = await t.db.selectFrom('users').select(['is_admin', 'staff_role']).where('id', '=', customer.id).executeTakeFirstOrThrow();
    expect([Boolean(row.is_admin), row.staff_role]).toEqual([false, null]);
  });

  it('when an invitation or a change is made, then the audit log records it under the owner', async () => {
    const { member } = await invite('sales');
    await asOwner('PATCH', `/api/staff/${member.id}`, { role: 'accountant' });
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity_id', '=', String(member.id))
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => [entry.action, JSON.parse(entry.changes)])).toEqual([
      ['staff.invite', expect.objectContaining({ role: { from: null, to: 'sales' }, is_active: { from: null, to: true } })],
      ['staff.update', { role: { from: 'sales', to: 'accountant' } }],
    ]);
  });
});

describe('changing staff', () => {
  it('when an owner deactivates a member, then its sessions end and it cannot sign in; reactivated, it can', async () => {
    const row = await createUser(t.db, { admin: true, role: 'sales' });
    const { token } = await login(t.app, row.email);
    const response = await asOwner('PATCH', `/api/staff/${row.id}`, { is_active: false });
    expect(response.json()).toMatchObject({ id: row.id, is_active: false, role: 'sales' });
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: row.email, password: 'Kaljanas-2026' } });
    expect(refused.json().code).toBe('ACCOUNT_INACTIVE');
    await asOwner('PATCH', `/api/staff/${row.id}`, { is_active: true });
    await login(t.app, row.email);
  });

  it('when a member’s role changes, then its old session ends and the new role applies at its next sign-in', async () => {
    const row = await createUser(t.db, { admin: true, role: 'warehouse' });
    const { token } = await login(t.app, row.email);
    expect((await asOwner('PATCH', `/api/staff/${row.id}`, { role: 'accountant' })).json().role).toBe('accountant');
    expect((await t.app.inject({ url: '/api/invoices/admin/all', headers: bearer(token) })).statusCode).toBe(401);
    const again = await login(t.app, row.email);
    expect(again.user.staff_role).toBe('accountant');
    expect((await t.app.inject({ url: '/api/invoices/admin/all', headers: bearer(again.token) })).statusCode).toBe(200);
  });

  it('when the only owner would demote itself, or an owner deactivate itself, then 409 and nothing changes', async () => {
    const lone = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
    try {
      const row = await createUser(lone.db, { admin: true });
      const { token } = await login(lone.app, row.email);
      const demote = await lone.app.inject({ method: 'PATCH', url: `/api/staff/${row.id}`, headers: bearer(token), payload: { role: 'sales' } });
      expect([demote.statusCode, demote.json().code, demote.json().reason]).toEqual([409, 'LAST_OWNER', 'lastOwner']);
      const leave = await lone.app.inject({ method: 'PATCH', url: `/api/staff/${row.id}`, headers: bearer(token), payload: { is_active: false } });
      expect([leave.statusCode, leave.json().reason]).toEqual([409, 'selfDeactivate']);
      const listed = (await lone.app.inject({ url: '/api/staff', headers: bearer(token) })).json().staff;
      expect(listed).toEqual([expect.objectContaining({ id: row.id, role: 'owner', is_active: true })]);
    } finally {
      await lone.close();
    }
  });

  it('when the id is no member of staff, or the body changes nothing, then 404 and 400', async () => {
    const customer = await createUser(t.db);
    expect((await asOwner('PATCH', `/api/staff/${customer.id}`, { role: 'sales' })).json().reason).toBe('staffNotFound');
    expect((await asOwner('PATCH', `/api/staff/${ownerId}`, {})).statusCode).toBe(400);
    expect((await asOwner('PATCH', `/api/staff/${ownerId}`, { role: 'boss' })).statusCode).toBe(400);
  });

  it('when the customers’ edit would change staff access, then it points to staff management; sales may not edit an owner there', async () => {
    const member = await createUser(t.db, { admin: true, role: 'warehouse' });
    const viaUsers = await t.app.inject({
      method: 'PUT',
      url: `/api/users/admin/${member.id}`,
      headers: bearer(owner),
      payload: { is_active: false },
    });
    expect([viaUsers.statusCode, viaUsers.json().reason]).toEqual([409, 'staffChangedInStaffManagement']);
    const sales = await staffToken(t.app, t.db, 'sales');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/users/admin/${ownerId}`,
      headers: bearer(sales),
      payload: { contact_person: 'Kitas' },
    });
    expect([edit.statusCode, edit.json().reason]).toEqual([403, 'forbiddenForRole']);
  });

  it('when a warehouse worker asks the routes customers share for an invoice, then 403 FORBIDDEN_FOR_ROLE', async () => {
    const warehouse = await staffToken(t.app, t.db, 'warehouse');
    for (const [method, url] of [
      ['POST', '/api/invoices/create/999999'],
      ['GET', '/api/invoices/order/999999'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(warehouse) });
      expect([response.statusCode, response.json().code], url).toEqual([403, 'FORBIDDEN_FOR_ROLE']);
    }
  });
});

describe('the last owner under parallel changes', () => {
  it('when two owners demote and deactivate each other in five parallel requests, then exactly one active owner is left', async () => {
    const shop = await parallelShop();
    try {
      const [first, second] = await shop.t.db.selectFrom('users').select('id').where('is_admin', '=', true).orderBy('id').execute();
      const changes = [
        { token: shop.admin, id: second!.id, payload: { role: 'sales' } },
        { token: shop.secondAdmin, id: first!.id, payload: { role: 'warehouse' } },
        { token: shop.admin, id: second!.id, payload: { is_active: false } },
        { token: shop.secondAdmin, id: first!.id, payload: { is_active: false } },
        { token: shop.secondAdmin, id: first!.id, payload: { role: 'accountant' } },
      ];
      const answers = await Promise.all(
        changes.map((change, i) =>
          shop.instances[i % shop.instances.length]!.inject({
            method: 'PATCH',
            url: `/api/staff/${change.id}`,
            headers: bearer(change.token),
            payload: change.payload,
          }),
        ),
      );
      // Each is done, refused as the last owner, or comes from a session a change just ended: never a 5xx.
      for (const answer of answers) expect([200, 401, 409], answer.body).toContain(answer.statusCode);
      expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
      const owners = await shop.t.db
        .selectFrom('users')
        .select('id')
        .where('is_admin', '=', true)
        .where('is_active', '=', true)
        .where('staff_role', '=', 'owner')
        .execute();
      expect(owners).toHaveLength(1);
    } finally {
      await shop.t.close();
    }
  });
});

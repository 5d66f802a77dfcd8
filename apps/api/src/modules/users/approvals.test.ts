import type { AuditEntry } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoIn } from '../../lib/clock.ts';
import { newOneTimeToken } from '../../lib/one-time-token.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login, PASSWORD, registrationBody, uniqueEmail } from '../../test/factories.ts';
import { tokenFromMail } from '../../test/outbox.ts';
import { burst, expectNoServerError, tally } from '../../test/parallel.ts';
import { createProducts } from '../../test/products.ts';
import { addToCart, checkoutBody, shopper } from '../../test/shoppers.ts';
import { insertOneTimeToken } from '../auth/index.ts';

/** Decision 048: who is told of a new business, re-approval, approval of an unverified e-mail, anonymising. */
let t: TestApp;
let admin: { id: number; email: string; token: string };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REGISTER_MAX: '1000', RATE_LIMIT_EMAIL_MAX: '1000', RATE_LIMIT_LOGIN_MAX: '10000' });
  const row = await createUser(t.db, { admin: true });
  admin = { id: row.id, email: row.email, token: (await login(t.app, row.email)).token };
});
afterAll(async () => t.close());

const asAdmin = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const mailsTo = async (email: string) => (await t.outbox()).filter((mail) => mail.to.includes(email));
const loginStatus = async (email: string) => (await post('/api/auth/login', { email, password: PASSWORD })).statusCode;

/** A business registered through the form, not verified yet: its id and its first verification link. */
async function registered(company: string) {
  const body = registrationBody({ company_name: company, email: uniqueEmail('business') });
  expect((await post('/api/auth/register', body)).statusCode).toBe(201);
  const token = tokenFromMail((await mailsTo(body.email))[0]!, '/verify-email');
  const row = await t.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirstOrThrow();
  return { id: row.id, email: body.email, token };
}

/** Another live verification link of the account, as a resend that crossed the first link would leave. */
async function secondLink(userId: number): Promise<string> {
  const { token, hash } = newOneTimeToken();
  await insertOneTimeToken(t.db, { userId, purpose: 'verify_email', hash, expiresAt: isoIn(60 * 60 * 1000) });
  return token;
}

const awaitingMails = async (adminEmail: string, company: string) =>
  (await mailsTo(adminEmail)).filter((mail) => mail.subject.endsWith(`: ${company}`) && mail.text.includes(company));

async function auditOf(userId: number): Promise<AuditEntry[]> {
  return (await asAdmin('GET', `/api/audit-log?entity=user&entity_id=${userId}`)).json().entries;
}

describe('administrators are told when a business waits for approval', () => {
  it('when a business verifies its e-mail, then every active administrator gets one mail in their own language, an inactive one none', async () => {
    const english = await createUser(t.db, { admin: true, language: 'en' });
    const lithuanian = await createUser(t.db, { admin: true, language: 'lt' });
    const inactive = await createUser(t.db, { admin: true, active: false });
    const business = await registered('Vakaro Dūmai MB');
    expect(await awaitingMails(english.email, 'Vakaro Dūmai MB')).toHaveLength(0);

    expect((await post('/api/auth/verify-email', { token: business.token })).statusCode).toBe(200);

    const [en] = await awaitingMails(english.email, 'Vakaro Dūmai MB');
    expect(en?.subject).toBe('New registration awaiting approval: Vakaro Dūmai MB');
    expect(en?.text).toContain(`http://shop.test/admin/users/${business.id}`);
    const [lt] = await awaitingMails(lithuanian.email, 'Vakaro Dūmai MB');
    expect(lt?.subject).toBe('Nauja registracija laukia patvirtinimo: Vakaro Dūmai MB');
    expect(lt?.text).toContain('Įmonė „Vakaro Dūmai MB“ patvirtino savo el. pašto adresą');
    expect(await awaitingMails(inactive.email, 'Vakaro Dūmai MB')).toHaveLength(0);
    expect(await awaitingMails(admin.email, 'Vakaro Dūmai MB')).toHaveLength(1);
  });

  it('when a second live link is used after the e-mail was verified, then the administrators are not told again', async () => {
    const business = await registered('Antras Kartas UAB');
    const later = await secondLink(business.id);
    expect((await post('/api/auth/verify-email', { token: business.token })).statusCode).toBe(200);
    expect((await post('/api/auth/verify-email', { token: later })).statusCode).toBe(200);
    expect(await awaitingMails(admin.email, 'Antras Kartas UAB')).toHaveLength(1);
  });

  it('when two live links are used at the same moment, then the administrators get exactly one mail', async () => {
    const business = await registered('Du Langai MB');
    const other = await secondLink(business.id);
    const peer = await t.peer();
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: business.token } }),
      peer.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: other } }),
    ]);
    expectNoServerError(answers);
    expect(await awaitingMails(admin.email, 'Du Langai MB')).toHaveLength(1);
  });

  it('when the e-mail is not verified yet, or an administrator approves it first, then nobody is told it waits', async () => {
    const business = await registered('Dar Nepatvirtinta UAB');
    expect(await awaitingMails(admin.email, 'Dar Nepatvirtinta UAB')).toHaveLength(0);
    expect((await asAdmin('PATCH', `/api/users/admin/${business.id}/approve`)).statusCode).toBe(200);
    expect((await post('/api/auth/verify-email', { token: business.token })).statusCode).toBe(200);
    expect(await awaitingMails(admin.email, 'Dar Nepatvirtinta UAB')).toHaveLength(0);
  });
});

describe('re-approval of a rejected business', () => {
  it('when a rejected business is approved later, then it is approved, the reason leaves the account but stays in the audit log, and it may log in', async () => {
    const customer = await createUser(t.db, { approval: 'pending', language: 'lt' });
    await asAdmin('PATCH', `/api/users/admin/${customer.id}/reject`, { reason: 'Licencija nebegalioja' });
    expect(await loginStatus(customer.email)).toBe(403);

    const response = await asAdmin('PATCH', `/api/users/admin/${customer.id}/approve`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'User approved',
      email_verified_now: false,
      user: { approval_status: 'approved', rejection_reason: null, approved_at: expect.any(String) },
    });
    expect((await mailsTo(customer.email)).map((mail) => mail.subject)).toEqual(['Jūsų registracija atmesta', 'Jūsų paskyra patvirtinta']);
    expect(await loginStatus(customer.email)).toBe(200);
    const [approval, rejection] = await auditOf(customer.id);
    expect(rejection).toMatchObject({ action: 'user.reject', changes: { rejection_reason: { from: null, to: 'Licencija nebegalioja' } } });
    expect(approval).toMatchObject({
      action: 'user.approve',
      actor_id: admin.id,
      changes: { approval_status: { from: 'rejected', to: 'approved' }, rejection_reason: { from: 'Licencija nebegalioja', to: null } },
    });
  });

  it('when an approved business is approved or rejected again, then 409 and no mail', async () => {
    const customer = await createUser(t.db);
    const again = await asAdmin('PATCH', `/api/users/admin/${customer.id}/approve`);
    expect([again.statusCode, again.json().error]).toEqual([409, 'User is already approved']);
    expect((await asAdmin('PATCH', `/api/users/admin/${customer.id}/reject`, { reason: 'x' })).statusCode).toBe(409);
    expect(await mailsTo(customer.email)).toHaveLength(0);
  });
});

describe('approval makes an account that can log in', () => {
  it('when a business that has not verified its e-mail is approved, then the e-mail is marked verified in the same step, the answer says so and the login works', async () => {
    const customer = await createUser(t.db, { approval: 'pending', verified: false });

    const response = await asAdmin('PATCH', `/api/users/admin/${customer.id}/approve`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'E-mail marked as verified and account approved',
      email_verified_now: true,
      user: { approval_status: 'approved', email_verified: true },
    });
    const [mail] = await mailsTo(customer.email);
    expect(mail?.subject).toBe('Your account has been approved');
    expect(await loginStatus(customer.email)).toBe(200);
    const [entry] = await auditOf(customer.id);
    expect(entry?.changes).toMatchObject({ approval_status: { from: 'pending', to: 'approved' }, email_verified: { from: false, to: true } });
  });

  it('when a rejected business that never verified its e-mail is approved, then it is verified and approved too', async () => {
    const customer = await createUser(t.db, { approval: 'rejected', verified: false });
    const response = await asAdmin('PATCH', `/api/users/admin/${customer.id}/approve`);
    expect(response.json()).toMatchObject({ email_verified_now: true, user: { approval_status: 'approved', email_verified: true } });
    expect(await loginStatus(customer.email)).toBe(200);
  });

  it('when a deactivated business is approved, then 409 says to activate it first, and nothing changes or is mailed', async () => {
    const customer = await createUser(t.db, { approval: 'pending', active: false });
    const response = await asAdmin('PATCH', `/api/users/admin/${customer.id}/approve`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', error: 'This account is deactivated. Activate it before approving it.' });
    expect((await asAdmin('GET', `/api/users/admin/${customer.id}`)).json().user.approval_status).toBe('pending');
    expect(await mailsTo(customer.email)).toHaveLength(0);
  });

  it.each([
    ['pending and unverified', { approval: 'pending', verified: false }],
    ['rejected', { approval: 'rejected' }],
  ] as const)(
    'when two administrators approve a %s business at the same moment, then one approves, the other gets 409, and one mail goes',
    async (_, state) => {
      const customer = await createUser(t.db, state);
      const second = await createUser(t.db, { admin: true });
      const secondToken = (await login(t.app, second.email)).token;
      const instances = [t.app, await t.peer()];
      const answers = [
        ...(await Promise.all([
          burst(instances, 3, { token: admin.token, method: 'PATCH', url: `/api/users/admin/${customer.id}/approve` }),
          burst(instances, 3, { token: secondToken, method: 'PATCH', url: `/api/users/admin/${customer.id}/approve` }),
        ])),
      ].flat();
      expectNoServerError(answers);
      expect(tally(answers)).toEqual({ 200: 1, 409: 5 });
      expect(answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().user.approval_status)).toEqual(['approved']);
      // The instance that approved delivers the mail: wait until it has, then check that it is the only one.
      const approvedMails = async () => (await mailsTo(customer.email)).filter((mail) => mail.subject === 'Your account has been approved').length;
      await expect.poll(approvedMails, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await approvedMails()).toBe(1);
      expect((await auditOf(customer.id)).filter((entry) => entry.action === 'user.approve')).toHaveLength(1);
    },
  );
});

describe('deleting a customer with orders', () => {
  it('when a customer with orders, favourites and a cart is deleted, then it is anonymised and its favourites, cart and sessions are gone', async () => {
    const [first, second] = await createProducts(t.db, 2);
    const who = await shopper(t.app, t.db);
    await addToCart(t.app, who, first!, 1);
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(who.token), payload: checkoutBody(who) });
    expect(placed.statusCode).toBe(201);
    for (const productId of [first!, second!]) {
      const marked = await t.app.inject({ method: 'PUT', url: `/api/products/${productId}/favourite`, headers: bearer(who.token) });
      expect(marked.statusCode).toBe(200);
    }
    await addToCart(t.app, who, second!, 2);
    const cart = await t.db.selectFrom('carts').select('id').where('user_id', '=', who.userId).executeTakeFirstOrThrow();
    expect((await asAdmin('GET', `/api/users/admin/${who.userId}`)).json().user.order_count).toBe(1);

    const response = await asAdmin('DELETE', `/api/users/admin/${who.userId}`);

    expect(response.json()).toMatchObject({ success: true, anonymised: true });
    const left = async (table: 'favourites' | 'carts' | 'sessions') =>
      (await t.db.selectFrom(table).select('user_id').where('user_id', '=', who.userId).execute()).length;
    expect([await left('favourites'), await left('carts'), await left('sessions')]).toEqual([0, 0, 0]);
    expect(await t.db.selectFrom('cart_items').select('id').where('cart_id', '=', cart.id).execute()).toEqual([]);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(who.token) })).statusCode).toBe(401);
    expect(await t.db.selectFrom('orders').select('id').where('user_id', '=', who.userId).execute()).toHaveLength(1);
  });
});

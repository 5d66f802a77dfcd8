import type { AuditEntry } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login, PASSWORD, uniqueEmail } from '../../test/factories.ts';
import { tokenFromMail } from '../../test/outbox.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  adminToken = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });

/** Security events as an administrator reads them through the audit log's API, newest first. */
async function sessionEntries(filter: Record<string, string>): Promise<AuditEntry[]> {
  const query = new URLSearchParams({ entity: 'session', ...filter });
  const response = await t.app.inject({ url: `/api/audit-log?${query}`, headers: bearer(adminToken) });
  expect(response.statusCode).toBe(200);
  return response.json().entries;
}

/** The entry as JSON holds none of the given secrets (passwords typed, the stored hash). */
function expectNoSecrets(entries: AuditEntry[], secrets: string[]) {
  const json = JSON.stringify(entries);
  for (const secret of secrets) expect(json).not.toContain(secret);
  expect(json).not.toMatch(/\$argon2/);
}

describe('audit log of logins', () => {
  it('when a customer types a wrong password and then the right one, then a failed and a successful login are recorded under the account, with no password', async () => {
    const user = await createUser(t.db);
    const wrong = await post('/api/auth/login', { email: user.email, password: 'Wrong-guess-42' });
    expect(wrong.statusCode).toBe(401);
    await login(t.app, user.email);
    const entries = await sessionEntries({ actor: user.email });
    expect(entries.map((entry) => [entry.action, entry.actor_id, entry.entity_id])).toEqual([
      ['login.success', user.id, String(user.id)],
      ['login.failed', user.id, String(user.id)],
    ]);
    expect(entries[1]?.changes).toMatchObject({ email: { from: null, to: user.email }, refusal: { from: null, to: 'INVALID_CREDENTIALS' } });
    expect(entries[1]?.changes.ip?.to).toEqual(expect.any(String));
    expect(Object.keys(entries[0]!.changes)).toEqual(['ip']);
    expectNoSecrets(entries, ['Wrong-guess-42', PASSWORD, user.password_hash]);
  });

  it('when someone tries an e-mail that has no account, then the failed login is recorded without an actor, with the e-mail tried', async () => {
    const email = uniqueEmail('nobody');
    expect((await post('/api/auth/login', { email, password: 'Guessing-123' })).statusCode).toBe(401);
    const entries = (await sessionEntries({ action: 'login.failed' })).filter((entry) => entry.changes.email?.to === email);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_id: null,
      actor_email: null,
      entity_id: null,
      changes: { refusal: { from: null, to: 'INVALID_CREDENTIALS' } },
    });
    expectNoSecrets(entries, ['Guessing-123']);
  });

  it('when the password is right but the account awaits approval, then the login is recorded as failed with why, and no session is started', async () => {
    const user = await createUser(t.db, { approval: 'pending' });
    expect((await post('/api/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(403);
    const entries = await sessionEntries({ actor: user.email });
    expect(entries.map((entry) => [entry.action, entry.changes.refusal?.to])).toEqual([['login.failed', 'ACCOUNT_PENDING']]);
    expectNoSecrets(entries, [PASSWORD, user.password_hash]);
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});

describe('audit log of password changes', () => {
  it('when a customer changes the password, then it is recorded under the customer without any password value; a refused change records nothing', async () => {
    const user = await createUser(t.db);
    const { token } = await login(t.app, user.email);
    const refused = await post('/api/auth/change-password', { currentPassword: 'Not-the-one-1', newPassword: 'Brand-new-2026' }, token);
    expect(refused.statusCode).toBe(400);
    expect(await sessionEntries({ actor: user.email, action: 'password.change' })).toEqual([]);

    const changed = await post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'Brand-new-2026' }, token);
    expect(changed.statusCode).toBe(200);
    const entries = await sessionEntries({ actor: user.email, action: 'password.change' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_id: user.id,
      entity_id: String(user.id),
      changes: { password: { from: '[redacted]', to: '[redacted]' } },
    });
    const stored = await t.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expectNoSecrets(entries, [PASSWORD, 'Brand-new-2026', 'Not-the-one-1', user.password_hash, stored.password_hash, token]);
  });

  it('when a password is reset through the mailed link, then the reset is recorded under the owner without the password or the link', async () => {
    const user = await createUser(t.db);
    expect((await post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    const mail = (await t.outbox()).find((each) => each.to.includes(user.email));
    const token = tokenFromMail(mail!, '/reset-password');
    expect((await post('/api/auth/reset-password', { token, password: 'After-reset-77' })).statusCode).toBe(200);
    const entries = await sessionEntries({ actor: user.email, action: 'password.reset' });
    expect(entries.map((entry) => [entry.actor_id, entry.actor_email, entry.entity_id])).toEqual([[user.id, user.email, String(user.id)]]);
    expectNoSecrets(entries, ['After-reset-77', PASSWORD, token, user.password_hash]);

    // The link works once: a second use is refused and records nothing.
    expect((await post('/api/auth/reset-password', { token, password: 'Again-again-88' })).statusCode).toBe(400);
    expect(await sessionEntries({ actor: user.email, action: 'password.reset' })).toHaveLength(1);
  });
});

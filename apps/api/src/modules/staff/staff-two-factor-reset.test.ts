import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login, PASSWORD, staffToken } from '../../test/factories.ts';
import { expectNoServerError } from '../../test/parallel.ts';
import { authenticatorClock, turnOnTwoFactor } from '../../test/two-factor.ts';

// Decision 100: an owner resets the two-factor sign-in of a member who lost its phone; the member's
// sessions end, and with two-factor sign-in required of staff it sets it up again at its next sign-in.

const clock = authenticatorClock();
let t: TestApp;
let owner: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000', RATE_LIMIT_LOGIN_ADDRESS_MAX: '1000' }, { now: clock.now });
  const row = await createUser(t.db, { admin: true, role: 'owner' });
  const { token } = await login(t.app, row.email);
  await turnOnTwoFactor(t.app, token, clock);
  owner = { id: row.id, token };
});
afterAll(async () => t.close());

const reset = (id: number, token = owner.token, app = t.app) =>
  app.inject({ method: 'POST', url: `/api/staff/${id}/two-factor/reset`, headers: bearer(token) });
const signIn = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
const rowsOf = async (userId: number) => ({
  secrets: await t.db.selectFrom('mfa_secrets').select('user_id').where('user_id', '=', userId).execute(),
  codes: await t.db.selectFrom('mfa_recovery_codes').select('id').where('user_id', '=', userId).execute(),
});
const resetsLogged = (userId: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['actor_id', 'changes'])
    .where('entity_id', '=', String(userId))
    .where('action', '=', 'staff.mfa_reset')
    .execute();

async function requireStaffMfa(on: boolean): Promise<void> {
  const version = (await t.app.inject({ url: '/api/settings' })).json().settings.version as number;
  const answer = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/admin',
    headers: bearer(owner.token),
    payload: { require_staff_mfa: on, version },
  });
  expect(answer.statusCode).toBe(200);
}

async function memberWithTwoFactor() {
  const row = await createUser(t.db, { admin: true, role: 'warehouse' });
  const { token } = await login(t.app, row.email);
  return { row, token, ...(await turnOnTwoFactor(t.app, token, clock)) };
}

describe('an owner resets a member’s two-factor sign-in', () => {
  it('when the shop requires it, then the member’s secret, codes and sessions go, and its next sign-in holds it at the setup', async () => {
    const member = await memberWithTwoFactor();
    await requireStaffMfa(true);
    try {
      const answer = await reset(member.row.id);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ id: member.row.id, role: 'warehouse', mfa_enabled: false, is_active: true });
      expect(await rowsOf(member.row.id)).toEqual({ secrets: [], codes: [] });
      expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(member.token) })).statusCode).toBe(401);
      const logged = await resetsLogged(member.row.id);
      expect(logged.map((entry) => [entry.actor_id, JSON.parse(entry.changes)])).toEqual([[owner.id, { mfa: { from: true, to: false } }]]);

      // The password alone signs in now, held at the setup until a new secret is confirmed.
      const held = await signIn(member.row.email);
      expect(held.statusCode).toBe(200);
      expect(held.json().user).toMatchObject({ mfa_enabled: false, mfa_setup_required: true });
      const token = held.json().token as string;
      expect((await t.app.inject({ url: '/api/orders/admin/all', headers: bearer(token) })).json().reason).toBe('mfaSetupRequired');
      await turnOnTwoFactor(t.app, token, clock);
      expect((await t.app.inject({ url: '/api/orders/admin/all', headers: bearer(token) })).statusCode).toBe(200);
    } finally {
      await requireStaffMfa(false);
    }
  });

  it('when an owner resets its own, or a member without it, or a customer, then 409, 409 and 404, and nothing changes', async () => {
    const own = await reset(owner.id);
    expect([own.statusCode, own.json().reason]).toEqual([409, 'selfMfaReset']);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(owner.token) })).json().user.mfa_enabled).toBe(true);
    const without = await createUser(t.db, { admin: true, role: 'sales' });
    const none = await reset(without.id);
    expect([none.statusCode, none.json().reason]).toEqual([409, 'staffMfaNotOn']);
    const customer = await createUser(t.db);
    expect((await reset(customer.id)).json().reason).toBe('staffNotFound');
    expect((await reset(999_999)).statusCode).toBe(404);
    for (const id of ['abc', '-1', '1.5', '99999999999999999999']) {
      const answer = await t.app.inject({ method: 'POST', url: `/api/staff/${id}/two-factor/reset`, headers: bearer(owner.token) });
      expect(answer.statusCode, id).toBe(400);
    }
  });

  it('when a member of staff who is not an owner, a customer or nobody asks, then 403, 403 and 401, and the two-factor stays on', async () => {
    const member = await memberWithTwoFactor();
    for (const role of ['sales', 'warehouse', 'accountant'] as const) {
      const answer = await reset(member.row.id, await staffToken(t.app, t.db, role));
      expect([answer.statusCode, answer.json().code], role).toEqual([403, 'FORBIDDEN_FOR_ROLE']);
    }
    const customer = await createUser(t.db);
    expect((await reset(member.row.id, (await login(t.app, customer.email)).token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/staff/${member.row.id}/two-factor/reset` })).statusCode).toBe(401);
    expect((await rowsOf(member.row.id)).codes).toHaveLength(10);
  });

  it('when two owners reset a member while it renews its codes, then one reset is done and logged once, no code is left, never a 5xx', async () => {
    const second = await createUser(t.db, { admin: true, role: 'owner' });
    const secondToken = (await login(t.app, second.email)).token;
    const instances = [t.app, await t.peer()];
    const member = await memberWithTwoFactor();
    const renew = (app: (typeof instances)[number], code: string) =>
      app.inject({ method: 'POST', url: '/api/auth/mfa/recovery-codes', headers: bearer(member.token), payload: { code } });
    const answers = await Promise.all([
      reset(member.row.id, owner.token, instances[0]),
      reset(member.row.id, secondToken, instances[1]),
      reset(member.row.id, owner.token, instances[1]),
      renew(instances[0]!, member.codes[0]!),
      renew(instances[1]!, await clock.code(member.secret)),
    ]);
    expectNoServerError(answers);
    const resets = answers.slice(0, 3);
    expect(resets.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of resets.filter((answer) => answer.statusCode === 409)) expect(refused.json().reason).toBe('staffMfaNotOn');
    // A renewal before the reset is undone by it; one after it finds nothing to renew, or its session ended.
    for (const renewal of answers.slice(3)) expect([200, 400, 401, 409]).toContain(renewal.statusCode);
    expect(await rowsOf(member.row.id)).toEqual({ secrets: [], codes: [] });
    expect(await resetsLogged(member.row.id)).toHaveLength(1);
    clock.next();
  });
});

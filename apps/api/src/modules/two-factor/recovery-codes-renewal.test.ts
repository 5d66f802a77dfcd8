import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login, PASSWORD } from '../../test/factories.ts';
import { expectNoServerError } from '../../test/parallel.ts';
import { authenticatorClock, turnOnTwoFactor } from '../../test/two-factor.ts';
import { hashRecoveryCode } from './recovery-codes.ts';

// Decision 100: an account with two-factor sign-in renews its ten recovery codes with a code; the old
// ones stop working at once, and two renewals at the same moment leave one valid set.

const clock = authenticatorClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000', RATE_LIMIT_LOGIN_ADDRESS_MAX: '1000' }, { now: clock.now });
});
afterAll(async () => t.close());

const renew = (token: string, payload: object, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/mfa/recovery-codes', headers: bearer(token), payload });
const signIn = (email: string, otp: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD, otp } });
const unusedHashes = async (userId: number) =>
  (await t.db.selectFrom('mfa_recovery_codes').select('code_hash').where('user_id', '=', userId).where('used_at', 'is', null).execute())
    .map((row) => row.code_hash)
    .sort();

async function withTwoFactor() {
  const row = await createUser(t.db);
  const { token } = await login(t.app, row.email);
  return { row, token, ...(await turnOnTwoFactor(t.app, token, clock)) };
}

describe('renewing the recovery codes', () => {
  it('when an account sends its app’s code, then ten new codes are answered, the old ones no longer sign in, and a new one does', async () => {
    const { row, token, secret, codes } = await withTwoFactor();
    expect((await signIn(row.email, codes[0]!)).statusCode).toBe(200);
    const renewed = await renew(token, { code: await clock.code(secret) });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(new Set(fresh).size).toBe(10);
    expect(fresh.filter((code) => codes.includes(code))).toEqual([]);
    expect(await unusedHashes(row.id)).toEqual(fresh.map(hashRecoveryCode).sort());

    const old = await signIn(row.email, codes[1]!);
    expect([old.statusCode, old.json().reason]).toEqual([401, 'mfaCodeInvalid']);
    expect((await signIn(row.email, fresh[0]!)).statusCode).toBe(200);

    const logged = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'changes'])
      .where('entity_id', '=', String(row.id))
      .where('action', '=', 'mfa.recovery_codes_renewed')
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]!.actor_id).toBe(row.id);
    expect(JSON.parse(logged[0]!.changes)).toEqual({ recovery_codes_left: { from: 9, to: 10 } });
    expect(JSON.stringify(logged)).not.toContain(fresh[0]!);
  });

  it('when the code is a recovery code, then it renews once; the same code, or the same app code again, renews nothing', async () => {
    const { token, secret, codes } = await withTwoFactor();
    expect((await renew(token, { code: codes[3]! })).statusCode).toBe(200);
    const again = await renew(token, { code: codes[3]! });
    expect([again.statusCode, again.json().reason]).toEqual([400, 'mfaCodeRejected']);
    const code = await clock.code(secret);
    expect((await renew(token, { code })).statusCode).toBe(200);
    expect((await renew(token, { code })).json().reason).toBe('mfaCodeRejected');
    clock.next();
  });

  it('when the code is wrong, or the account has no two-factor sign-in, or the body is hostile, then a 4xx and the old codes still work', async () => {
    const { row, token, codes } = await withTwoFactor();
    const wrong = await renew(token, { code: '000000' });
    expect([wrong.statusCode, wrong.json().reason]).toEqual([400, 'mfaCodeRejected']);
    for (const payload of [{}, { code: '' }, { code: 'x'.repeat(33) }, { code: 42 }, { code: '123456', extra: true }]) {
      expect((await renew(token, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await signIn(row.email, codes[0]!)).statusCode).toBe(200);

    const plain = await createUser(t.db);
    const none = await renew((await login(t.app, plain.email)).token, { code: '123456' });
    expect([none.statusCode, none.json().reason]).toEqual([409, 'mfaNotSetUp']);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/mfa/recovery-codes', payload: { code: '123456' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('when five renewals race on two instances, each with a code valid at the start, then one set of ten is left and no other code signs in', async () => {
    const { row, token, secret, codes } = await withTwoFactor();
    const instances = [t.app, await t.peer()];
    const appCode = await clock.code(secret);
    const payloads = [{ code: appCode }, { code: appCode }, { code: codes[0]! }, { code: codes[1]! }, { code: codes[2]! }];
    const answers = await Promise.all(payloads.map((payload, i) => renew(token, payload, instances[i % instances.length])));
    expectNoServerError(answers);
    // The app's code renews once, and the first recovery code to renew ends the others: one or two renew, one after the other.
    const sets = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().recovery_codes as string[]);
    expect(sets.length).toBeGreaterThanOrEqual(1);
    expect(sets.length).toBeLessThanOrEqual(2);
    for (const lost of answers.filter((answer) => answer.statusCode !== 200)) expect(lost.json().reason).toBe('mfaCodeRejected');
    const left = await unusedHashes(row.id);
    const kept = sets.filter((set) => JSON.stringify(set.map(hashRecoveryCode).sort()) === JSON.stringify(left));
    expect(kept).toHaveLength(1);
    const replaced = [...codes.slice(3, 5), ...sets.filter((set) => set !== kept[0]).flatMap((set) => set.slice(0, 2))];
    for (const old of replaced) expect((await signIn(row.email, old)).statusCode, old).toBe(401);
    expect((await signIn(row.email, kept[0]![0]!)).statusCode).toBe(200);
    clock.next();
  });
});

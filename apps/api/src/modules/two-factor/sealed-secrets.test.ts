import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login, PASSWORD } from '../../test/factories.ts';
import { authenticatorClock, turnOnTwoFactor } from '../../test/two-factor.ts';
import { openSecret, sealingKeyOf } from './sealed-secret.ts';
import { sealPlainSecrets } from './two-factor-secrets.ts';

// Decision 100: authenticator secrets are sealed at rest (AES-256-GCM, key derived from the shop's
// signing secret); whoever reads the database reads no secret, and codes work as before.

const clock = authenticatorClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000', RATE_LIMIT_LOGIN_ADDRESS_MAX: '1000' }, { now: clock.now });
});
afterAll(async () => t.close());

const signIn = (email: string, otp: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD, otp } });
const storedOf = async (userId: number) =>
  (await t.db.selectFrom('mfa_secrets').select('secret').where('user_id', '=', userId).executeTakeFirstOrThrow()).secret;
/** As a secret was kept before sealing: the Base32 text itself. */
const storeInPlainText = (userId: number, secret: string) => t.db.updateTable('mfa_secrets').set({ secret }).where('user_id', '=', userId).execute();

async function withTwoFactor(admin = true) {
  const row = await createUser(t.db, { admin });
  const { token } = await login(t.app, row.email);
  return { row, ...(await turnOnTwoFactor(t.app, token, clock)) };
}

describe('authenticator secrets at rest', () => {
  it('when a member sets it up, then the database holds no trace of the secret, and sign-in with the app’s code works', async () => {
    const row = await createUser(t.db, { admin: true });
    const { token } = await login(t.app, row.email);
    const setup = await t.app.inject({ method: 'POST', url: '/api/auth/mfa/setup', headers: bearer(token) });
    const secret = setup.json().secret as string;
    const pending = await storedOf(row.id);
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/enable',
      headers: bearer(token),
      payload: { code: await clock.code(secret) },
    });
    expect(enabled.statusCode).toBe(200);
    clock.next();
    for (const stored of [pending, await storedOf(row.id)]) {
      expect(stored).not.toContain(secret);
      expect(stored).not.toContain(secret.slice(0, 8));
      expect(stored).toMatch(/^v1\./);
    }
    const signedIn = await signIn(row.email, await clock.code(secret));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.mfa_enabled).toBe(true);
  });

  it('when a secret is still stored in plain text from before, then its code signs in and the secret is sealed on the way', async () => {
    const { row, secret } = await withTwoFactor(false);
    await storeInPlainText(row.id, secret);
    expect(await storedOf(row.id)).toBe(secret);
    expect((await signIn(row.email, await clock.code(secret))).statusCode).toBe(200);
    clock.next();
    const stored = await storedOf(row.id);
    expect(stored).not.toContain(secret);
    // Sealed, it still signs in; the code just used does not, a second time.
    expect((await signIn(row.email, await clock.code(secret, -1))).json().reason).toBe('mfaCodeInvalid');
    expect((await signIn(row.email, await clock.code(secret))).statusCode).toBe(200);
    clock.next();
  });

  it('when the shop starts with secrets in plain text, then every one is sealed once, and their codes keep working', async () => {
    const first = await withTwoFactor();
    const second = await withTwoFactor(false);
    await storeInPlainText(first.row.id, first.secret);
    await storeInPlainText(second.row.id, second.secret);
    expect(await sealPlainSecrets(t.db, t.config.jwtSecret)).toBeGreaterThanOrEqual(2);
    expect(await sealPlainSecrets(t.db, t.config.jwtSecret)).toBe(0);
    const plainLeft = await t.db.selectFrom('mfa_secrets').select('user_id').where('secret', 'not like', 'v1.%').execute();
    expect(plainLeft).toEqual([]);
    expect(await storedOf(first.row.id)).not.toContain(first.secret);
    expect((await signIn(first.row.email, await clock.code(first.secret))).statusCode).toBe(200);
    expect((await signIn(second.row.email, await clock.code(second.secret))).statusCode).toBe(200);
    clock.next();
  });

  it('when a sealed secret is copied onto another account, or read with another signing secret, then it opens for nobody and no code is taken', async () => {
    const owner = await withTwoFactor();
    const other = await withTwoFactor(false);
    const sealed = await storedOf(owner.row.id);
    await t.db.updateTable('mfa_secrets').set({ secret: sealed }).where('user_id', '=', other.row.id).execute();
    const refused = await signIn(other.row.email, await clock.code(owner.secret));
    expect([refused.statusCode, refused.json().reason]).toEqual([401, 'mfaCodeInvalid']);
    expect(openSecret(sealingKeyOf(t.config.jwtSecret), owner.row.id, sealed)).toBe(owner.secret);
    expect(openSecret(sealingKeyOf(`${t.config.jwtSecret}-rotated`), owner.row.id, sealed)).toBeUndefined();
    expect(openSecret(sealingKeyOf(t.config.jwtSecret), owner.row.id, `${sealed}A`)).toBeUndefined();
    expect(openSecret(sealingKeyOf(t.config.jwtSecret), owner.row.id, 'v1.garbage')).toBeUndefined();
  });
});

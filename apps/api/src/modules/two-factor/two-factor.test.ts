import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login, PASSWORD } from '../../test/factories.ts';

// The shop's clock, moved on by the tests: each sign-in with an authenticator code needs a step of its own.
let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000', RATE_LIMIT_LOGIN_ADDRESS_MAX: '1000' }, { now: () => new Date(clock) });
});
afterAll(async () => t.close());

/** The authenticator app's code for the secret, `stepsAhead` 30-second steps after the shop's clock. */
const codeOf = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(clock / 1000) + stepsAhead * 30 });
/** The shop's clock a step (30 s) on: the next code is new. */
function nextStep(): void {
  clock += 30_000;
}

const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const signIn = (email: string, otp?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD, ...(otp === undefined ? {} : { otp }) } });

/** A customer with two-factor sign-in on: its secret, its recovery codes and a token of the session that set it up. */
async function withTwoFactor(state: { admin?: boolean } = {}) {
  const row = await createUser(t.db, state);
  const { token } = await login(t.app, row.email);
  const setup = await post('/api/auth/mfa/setup', token);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url, qr_svg } = setup.json();
  const enabled = await post('/api/auth/mfa/enable', token, { code: await codeOf(secret) });
  expect(enabled.statusCode).toBe(200);
  nextStep();
  return { row, token, secret, otpauth_url: otpauth_url as string, qr_svg: qr_svg as string, codes: enabled.json().recovery_codes as string[] };
}

const auditOf = (userId: number, action: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'changes'])
    .where('entity_id', '=', String(userId))
    .where('action', '=', action)
    .execute();

describe('two-factor sign-in', () => {
  it('when a customer sets it up and confirms a code, then sign-in asks for a code, takes the current one and refuses it again', async () => {
    const { row, secret, otpauth_url, qr_svg, codes } = await withTwoFactor();
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(qr_svg).toContain('<svg');
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const withoutCode = await signIn(row.email);
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json().reason).toBe('mfaRequired');
    expect(withoutCode.body).not.toContain('token');

    const code = await codeOf(secret);
    const signedIn = await signIn(row.email, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ id: row.id, mfa_enabled: true, mfa_setup_required: false });

    // The same code a second time in its window: refused, and counted as a wrong code.
    const replayed = await signIn(row.email, code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().reason).toBe('mfaCodeInvalid');
    expect((await signIn(row.email, '000000')).json().reason).toBe('mfaCodeInvalid');

    expect(await auditOf(row.id, 'mfa.enabled')).toHaveLength(1);
    // The secret is in no answer after the setup, and in no log entry.
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(signedIn.json().token) });
    expect(me.body).not.toContain(secret);
    const log = await t.db.selectFrom('audit_log').select('changes').where('entity_id', '=', String(row.id)).execute();
    expect(JSON.stringify(log)).not.toContain(secret);
  });

  it('when a customer signs in with a recovery code, then it lets in once, however typed, and never again', async () => {
    const { row, codes } = await withTwoFactor();
    const typed = codes[0]!.toLowerCase().replace('-', ' ');
    const first = await signIn(row.email, typed);
    expect(first.statusCode).toBe(200);
    const again = await signIn(row.email, codes[0]!);
    expect(again.statusCode).toBe(401);
    expect(again.json().reason).toBe('mfaCodeInvalid');
    expect((await signIn(row.email, codes[1]!)).statusCode).toBe(200);

    const used = await auditOf(row.id, 'mfa.recovery_code_used');
    expect(used).toHaveLength(2);
    expect(JSON.parse(used.at(-1)!.changes)).toMatchObject({ recovery_codes_left: { to: 8 } });
  });

  it('when two sign-ins send the same recovery code at once, then exactly one is let in', async () => {
    const { row, codes } = await withTwoFactor();
    for (const code of codes.slice(2, 6)) {
      const answers = await Promise.all([signIn(row.email, code), signIn(row.email, code), signIn(row.email, code)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
    }
  });

  it('when two sign-ins send the same authenticator code at once, then exactly one is let in', async () => {
    const { row, secret } = await withTwoFactor();
    const code = await codeOf(secret);
    const answers = await Promise.all([signIn(row.email, code), signIn(row.email, code), signIn(row.email, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('when wrong codes are sent with the right password, then the login throttle counts them as wrong passwords', async () => {
    const strict = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '3', RATE_LIMIT_LOGIN_ADDRESS_MAX: '100' });
    try {
      const row = await createUser(strict.db);
      const { token } = await login(strict.app, row.email);
      const { secret } = (await strict.app.inject({ method: 'POST', url: '/api/auth/mfa/setup', headers: bearer(token) })).json();
      const code = await generate({ secret });
      const enabled = await strict.app.inject({ method: 'POST', url: '/api/auth/mfa/enable', headers: bearer(token), payload: { code } });
      expect(enabled.statusCode).toBe(200);
      const attempt = (otp?: string) =>
        strict.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: row.email, password: PASSWORD, ...(otp ? { otp } : {}) } });
      // Asking for the code is not a failure: the right password alone neither counts nor clears.
      for (let i = 0; i < 5; i++) expect((await attempt()).json().reason).toBe('mfaRequired');
      for (let i = 0; i < 3; i++) expect((await attempt('111111')).statusCode).toBe(401);
      const blocked = await attempt('ABCDE-FGHJK');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().reason).toBe('tooManyAttempts');
    } finally {
      await strict.close();
    }
  });

  it('when a setup is started, then sign-in asks nothing until a code confirms it, and a wrong code confirms nothing', async () => {
    const row = await createUser(t.db);
    const { token } = await login(t.app, row.email);
    expect((await post('/api/auth/mfa/enable', token, { code: '123456' })).json().reason).toBe('mfaNotSetUp');
    const { secret } = (await post('/api/auth/mfa/setup', token)).json();
    expect((await signIn(row.email)).statusCode).toBe(200);
    const wrong = await post('/api/auth/mfa/enable', token, { code: (await codeOf(secret, 5)) as string });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().reason).toBe('mfaCodeRejected');
    expect((await post('/api/auth/mfa/enable', token, { code: 'not a code' })).statusCode).toBe(400);
    expect((await post('/api/auth/mfa/enable', token, {})).statusCode).toBe(400);
    // A second setup replaces the first secret: a code of the first one no longer confirms.
    const second = (await post('/api/auth/mfa/setup', token)).json().secret as string;
    expect(second).not.toBe(secret);
    expect((await post('/api/auth/mfa/enable', token, { code: await codeOf(secret) })).json().reason).toBe('mfaCodeRejected');
    expect((await post('/api/auth/mfa/enable', token, { code: await codeOf(second) })).statusCode).toBe(200);
    expect((await post('/api/auth/mfa/setup', token)).json().reason).toBe('mfaAlreadyEnabled');
  });

  it('when a customer turns it off with a code, then sign-in asks for the password alone again; a wrong code turns nothing off', async () => {
    const { row, token, secret, codes } = await withTwoFactor();
    const wrong = await post('/api/auth/mfa/disable', token, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect((await signIn(row.email)).json().reason).toBe('mfaRequired');
    const off = await post('/api/auth/mfa/disable', token, { code: await codeOf(secret) });
    expect(off.statusCode).toBe(200);
    expect(off.json().user.mfa_enabled).toBe(false);
    expect((await signIn(row.email)).statusCode).toBe(200);
    // Its recovery codes went with it.
    expect((await t.db.selectFrom('mfa_recovery_codes').select('id').where('user_id', '=', row.id).execute()).length).toBe(0);
    expect((await post('/api/auth/mfa/disable', token, { code: codes[0]! })).json().reason).toBe('mfaNotSetUp');
    const disabled = await auditOf(row.id, 'mfa.disabled');
    expect(disabled).toHaveLength(1);
    expect(disabled[0]!.actor_id).toBe(row.id);
  });

  it('when a customer turns it off with a recovery code, then it is off', async () => {
    const { row, token, codes } = await withTwoFactor();
    expect((await post('/api/auth/mfa/disable', token, { code: codes[9]! })).statusCode).toBe(200);
    expect((await signIn(row.email)).statusCode).toBe(200);
  });

  it('without a session, then every two-factor route answers 401', async () => {
    for (const url of ['/api/auth/mfa/setup', '/api/auth/mfa/enable', '/api/auth/mfa/disable']) {
      const answer = await t.app.inject({ method: 'POST', url, payload: { code: '123456' } });
      expect(answer.statusCode).toBe(401);
    }
  });
});

describe('two-factor sign-in required of staff', () => {
  it('when the shop requires it, then a member of staff without it is let in only to set it up, and once set up works as before', async () => {
    const owner = await withTwoFactor({ admin: true });
    const ownerToken = (await signIn(owner.row.email, await codeOf(owner.secret))).json().token as string;
    nextStep();
    const staff = await createUser(t.db, { admin: true });
    const staffToken = (await login(t.app, staff.email)).token;

    // Only an owner who has it on may require it of all staff.
    const version = (await t.app.inject({ url: '/api/settings' })).json().settings.version as number;
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/admin',
      headers: bearer(staffToken),
      payload: { require_staff_mfa: true, version },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toBe('mfaOwnFirst');
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/admin',
      headers: bearer(ownerToken),
      payload: { require_staff_mfa: true, version },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().settings.require_staff_mfa).toBe(true);

    // The member's next sign-in succeeds, flagged; every administrators' route refuses it until it is set up.
    const flagged = await signIn(staff.email);
    expect(flagged.statusCode).toBe(200);
    expect(flagged.json().user).toMatchObject({ mfa_enabled: false, mfa_setup_required: true });
    const token = flagged.json().token as string;
    const users = await t.app.inject({ url: '/api/users/admin/all', headers: bearer(token) });
    expect(users.statusCode).toBe(403);
    expect(users.json().reason).toBe('mfaSetupRequired');
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).json().user.mfa_setup_required).toBe(true);
    // The owner, with it on, works on.
    expect((await t.app.inject({ url: '/api/users/admin/all', headers: bearer(ownerToken) })).statusCode).toBe(200);
    // A customer is not asked for it.
    const customer = await createUser(t.db);
    expect((await signIn(customer.email)).json().user.mfa_setup_required).toBe(false);

    const { secret } = (await post('/api/auth/mfa/setup', token)).json();
    expect((await post('/api/auth/mfa/enable', token, { code: await codeOf(secret) })).json().user.mfa_setup_required).toBe(false);
    nextStep();
    expect((await t.app.inject({ url: '/api/users/admin/all', headers: bearer(token) })).statusCode).toBe(200);
    // While the shop requires it, staff cannot turn it off.
    const off = await post('/api/auth/mfa/disable', token, { code: await codeOf(secret) });
    expect(off.statusCode).toBe(409);
    expect(off.json().reason).toBe('mfaRequiredForStaff');

    const settings = (await t.app.inject({ url: '/api/settings' })).json().settings;
    const back = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/admin',
      headers: bearer(ownerToken),
      payload: { require_staff_mfa: false, version: settings.version },
    });
    expect(back.statusCode).toBe(200);
  });
});

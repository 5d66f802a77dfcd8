import { hash } from '@node-rs/argon2';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../lib/jwt.ts';
import { hashingQueue } from '../../lib/passwords.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login, PASSWORD, registrationBody } from '../../test/factories.ts';
import { deleteExpiredSessions } from './sessions.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REGISTER_MAX: '1000', RATE_LIMIT_EMAIL_MAX: '1000', RATE_LIMIT_LOGIN_MAX: '1000' });
});
afterAll(async () => t.close());

const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
const post = (url: string, token: string) => t.app.inject({ method: 'POST', url, headers: bearer(token) });

describe('logout', () => {
  it('when a device logs out, then its token answers 401 and the other device stays signed in', async () => {
    const user = await createUser(t.db);
    const phone = (await login(t.app, user.email)).token;
    const laptop = (await login(t.app, user.email)).token;
    const out = await post('/api/auth/logout', phone);
    expect([out.statusCode, out.json().message]).toEqual([200, 'You have been logged out.']);
    const after = await me(phone);
    expect([after.statusCode, after.json().code]).toEqual([401, 'TOKEN_EXPIRED']);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it("when the customer logs out everywhere, then every device's token answers 401 and a new login works", async () => {
    const user = await createUser(t.db);
    const tokens = [(await login(t.app, user.email)).token, (await login(t.app, user.email)).token, (await login(t.app, user.email)).token];
    expect((await post('/api/auth/logout-everywhere', tokens[0]!)).json()).toEqual({
      success: true,
      message: 'You have been logged out on every device.',
    });
    for (const token of tokens) expect((await me(token)).statusCode).toBe(401);
    expect((await me((await login(t.app, user.email)).token)).statusCode).toBe(200);
  });

  it('when the password is changed, then the other devices are signed out and this one goes on with its new token', async () => {
    const user = await createUser(t.db);
    const here = (await login(t.app, user.email)).token;
    const elsewhere = (await login(t.app, user.email)).token;
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(here),
      payload: { currentPassword: PASSWORD, newPassword: 'Tabakas-2027' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(401);
    expect((await me(changed.json().token)).statusCode).toBe(200);
  });

  it('when logout is called without a token, then 401', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});

describe('ended sessions', () => {
  it('when sessions have ended, then the sweep removes them and keeps the live ones', async () => {
    const user = await createUser(t.db);
    const live = (await login(t.app, user.email)).token;
    await t.db
      .insertInto('sessions')
      .values({ id: `ended-${user.id}`, user_id: user.id, created_at: '2026-01-01T00:00:00.000Z', expires_at: '2026-01-08T00:00:00.000Z' })
      .execute();
    expect(await deleteExpiredSessions(t.db)).toBeGreaterThanOrEqual(1);
    const left = await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(left).toHaveLength(1);
    expect((await me(live)).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  const key = () => new TextEncoder().encode(t.config.jwtSecret);
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

  it('when the shop signs a token, then it carries exp, iat, iss, aud, sub and a session id', async () => {
    const user = await createUser(t.db);
    const claims = claimsOf((await login(t.app, user.email)).token);
    expect(claims).toMatchObject({
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
      sub: String(user.id),
      sid: expect.any(String),
      exp: expect.any(Number),
      iat: expect.any(Number),
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(7 * 24 * 3600);
  });

  it.each([
    ['without exp', (jwt: SignJWT) => jwt.setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE)],
    ['without iss', (jwt: SignJWT) => jwt.setAudience(TOKEN_AUDIENCE).setExpirationTime('1h')],
    ['without aud', (jwt: SignJWT) => jwt.setIssuer(TOKEN_ISSUER).setExpirationTime('1h')],
    ['for another audience', (jwt: SignJWT) => jwt.setIssuer(TOKEN_ISSUER).setAudience('another-app').setExpirationTime('1h')],
  ])('when a correctly signed token is %s, then it is refused with 401', async (_name, shape) => {
    const user = await createUser(t.db);
    const real = claimsOf((await login(t.app, user.email)).token);
    const forged = await shape(
      new SignJWT({ tv: real.tv, sid: real.sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(user.id)).setIssuedAt(),
    ).sign(key());
    const answer = await me(forged);
    expect([answer.statusCode, answer.json().error]).toEqual([401, 'Invalid or expired token']);
  });

  it('when a token names a session that never existed, then it is refused with 401', async () => {
    const user = await createUser(t.db);
    const forged = await new SignJWT({ tv: 0, sid: 'no-such-session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key());
    expect((await me(forged)).statusCode).toBe(401);
  });
});

describe('private answers', () => {
  it("when a signed-in person asks the API, then the answer says no-store; a visitor's catalogue does not", async () => {
    const user = await createUser(t.db);
    const { token } = await login(t.app, user.email);
    for (const url of ['/api/auth/me', '/api/cart', '/api/orders', '/api/products']) {
      expect((await t.app.inject({ url, headers: bearer(token) })).headers['cache-control']).toBe('no-store');
    }
    expect((await t.app.inject({ url: '/api/products' })).headers['cache-control']).not.toBe('no-store');
  });

  it('when an administrator is refused or a token is bad, then that answer says no-store too', async () => {
    const user = await createUser(t.db);
    const { token } = await login(t.app, user.email);
    expect((await t.app.inject({ url: '/api/users/admin/all', headers: bearer(token) })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer('not-a-token') })).headers['cache-control']).toBe('no-store');
  });
});

describe('password hashes', () => {
  it('when a customer logs in with a hash of the older, weaker setting, then the hash is replaced with the current one and still works', async () => {
    const user = await createUser(t.db);
    const weak = await hash(PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await t.db.updateTable('users').set({ password_hash: weak }).where('id', '=', user.id).execute();
    await login(t.app, user.email);
    await t.app.backgroundWork.idle();
    const { password_hash } = await t.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=47104,t=1,p=1\$/);
    await login(t.app, user.email);
  });

  it('when a known and a new e-mail register, then both answers are the same and each costs one password hash', async () => {
    const known = await createUser(t.db);
    const register = async (email: string) => {
      const before = hashingQueue.counts.hashed;
      const answer = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registrationBody({ email }) });
      return { status: answer.statusCode, body: answer.json(), hashes: hashingQueue.counts.hashed - before };
    };
    const forKnown = await register(known.email);
    const forNew = await register(`new-${known.email}`);
    expect(forKnown).toEqual(forNew);
    expect(forKnown.hashes).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login, PASSWORD } from '../../test/factories.ts';
import { describeUserAgent, LAST_SEEN_EVERY_MS, publicSessionId } from './session-devices.ts';
import { touchSession } from './sessions.repository.ts';
import { SessionTokens } from '../../lib/jwt.ts';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  // One proxy in front, as in production: the client's address is the one it forwards.
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000', RATE_LIMIT_LOGIN_ADDRESS_MAX: '1000', TRUST_PROXY: '1' });
});
afterAll(async () => t.close());

/** Logs in as a browser would: with its user agent, through the proxy that forwards its address. */
async function loginFrom(email: string, userAgent: string, address: string): Promise<string> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: PASSWORD },
    headers: { 'user-agent': userAgent, 'x-forwarded-for': address },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().token;
}

const devices = (token: string) => t.app.inject({ url: '/api/auth/sessions', headers: bearer(token) });
const end = (token: string, id: string) => t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: bearer(token) });
const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
const sessionIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sid as string;
const lastSeenOf = async (token: string) =>
  (await t.db.selectFrom('sessions').select('last_seen_at').where('id', '=', sessionIdOf(token)).executeTakeFirstOrThrow()).last_seen_at;
/** The same session's token as its login would have signed it `ago` milliseconds back. */
async function signedAgo(token: string, ago: number): Promise<string> {
  const tokens = new SessionTokens(t.config.jwtSecret, t.config.jwtExpiresIn);
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
  return tokens.sign({ userId: Number(claims.sub), tokenVersion: claims.tv, sessionId: claims.sid }, Date.now() + tokens.lifetimeMs - ago);
}
const setLastSeen = (token: string, at: number) =>
  t.db
    .updateTable('sessions')
    .set({ last_seen_at: new Date(at).toISOString() })
    .where('id', '=', sessionIdOf(token))
    .execute();

describe('the devices list', () => {
  it('when a customer signed in on two browsers, then each is listed with its browser, system, address and times, this one marked', async () => {
    const user = await createUser(t.db);
    const laptop = await loginFrom(user.email, FIREFOX_WINDOWS, '203.0.113.7');
    const before = Date.now();
    const phone = await loginFrom(user.email, SAFARI_IPHONE, '198.51.100.23');
    const answer = await devices(phone);
    expect(answer.statusCode).toBe(200);
    const list = answer.json().devices as Array<Record<string, unknown>>;
    expect(list).toHaveLength(2);
    // The most recently used first: the phone just signed in.
    expect(list[0]).toMatchObject({
      browser: 'Safari 17',
      system: 'iOS 17.4',
      ip_address: '198.51.100.23',
      user_agent: SAFARI_IPHONE,
      current: true,
    });
    expect(list[1]).toMatchObject({ browser: 'Firefox 133', system: 'Windows 10', ip_address: '203.0.113.7', current: false });
    expect(Date.parse(String(list[0]!.created_at))).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(String(list[0]!.last_seen_at))).toBeGreaterThanOrEqual(Date.parse(String(list[0]!.created_at)));
    // Never the session id, never a token.
    const text = answer.body;
    for (const secret of [sessionIdOf(phone), sessionIdOf(laptop), phone, laptop]) expect(text).not.toContain(secret);
    expect(list.map((device) => device.id)).toEqual([publicSessionId(sessionIdOf(phone)), publicSessionId(sessionIdOf(laptop))]);
  });

  it("when another customer asks for the list, then it holds only that customer's own devices", async () => {
    const owner = await createUser(t.db);
    await loginFrom(owner.email, FIREFOX_WINDOWS, '203.0.113.8');
    const stranger = await createUser(t.db);
    const strangerToken = (await login(t.app, stranger.email)).token;
    const list = (await devices(strangerToken)).json().devices as Array<{ ip_address: string | null }>;
    expect(list).toHaveLength(1);
    expect(list[0]!.ip_address).not.toBe('203.0.113.8');
  });

  it('when the list is asked for without a token, then 401', async () => {
    expect((await t.app.inject({ url: '/api/auth/sessions' })).statusCode).toBe(401);
  });

  it('when a user agent names nothing known, then browser and system are empty and the raw text is kept', async () => {
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: null, system: null });
    expect(describeUserAgent(null)).toEqual({ browser: null, system: null });
    const user = await createUser(t.db);
    const token = await loginFrom(user.email, 'curl/8.5.0', '192.0.2.1');
    expect((await devices(token)).json().devices[0]).toMatchObject({ browser: null, system: null, user_agent: 'curl/8.5.0' });
  });
});

describe('ending a device', () => {
  it('when a customer ends one device, then only that one is signed out', async () => {
    const user = await createUser(t.db);
    const laptop = await loginFrom(user.email, FIREFOX_WINDOWS, '203.0.113.7');
    const tablet = await loginFrom(user.email, SAFARI_IPHONE, '203.0.113.9');
    const phone = await loginFrom(user.email, SAFARI_IPHONE, '198.51.100.23');
    const ended = await end(phone, publicSessionId(sessionIdOf(laptop)));
    expect([ended.statusCode, ended.json()]).toEqual([200, { success: true, message: 'The device was signed out.' }]);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(tablet)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(200);
    expect(((await devices(phone)).json().devices as unknown[]).length).toBe(2);
    // Ended once: asked again, it is not found.
    const again = await end(phone, publicSessionId(sessionIdOf(laptop)));
    expect([again.statusCode, again.json().code]).toEqual([404, 'NOT_FOUND']);
  });

  it("when a customer tries to end another customer's device, then 404 and that device stays signed in", async () => {
    const victim = await createUser(t.db);
    const victimToken = await loginFrom(victim.email, FIREFOX_WINDOWS, '203.0.113.7');
    const attacker = await createUser(t.db);
    const attackerToken = (await login(t.app, attacker.email)).token;
    const answer = await end(attackerToken, publicSessionId(sessionIdOf(victimToken)));
    expect([answer.statusCode, answer.json().reason]).toEqual([404, 'sessionNotFound']);
    // The session's own id does not work either: devices are ended by their public id only.
    expect((await end(attackerToken, sessionIdOf(victimToken))).statusCode).toBe(404);
    expect((await me(victimToken)).statusCode).toBe(200);
  });

  it("when an administrator sends the id of a customer device, then 404 too: the list is everyone's own", async () => {
    const customer = await createUser(t.db);
    const customerToken = await loginFrom(customer.email, FIREFOX_WINDOWS, '203.0.113.7');
    const admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
    expect((await end(admin, publicSessionId(sessionIdOf(customerToken)))).statusCode).toBe(404);
    expect((await me(customerToken)).statusCode).toBe(200);
  });
});

describe('last use', () => {
  it('when a device makes requests, then its last use is written at most once a minute and after the answer', async () => {
    const user = await createUser(t.db);
    const fresh = await loginFrom(user.email, FIREFOX_WINDOWS, '203.0.113.7');
    const longAgo = Date.now() - 10 * 60_000;
    // Within the minute of the login, which wrote the last use, nothing is written.
    await setLastSeen(fresh, longAgo);
    expect((await me(fresh)).statusCode).toBe(200);
    await t.app.backgroundWork.idle();
    expect(Date.parse((await lastSeenOf(fresh))!)).toBe(longAgo);

    // Two minutes after the login: the first request writes it.
    const token = await signedAgo(fresh, 2 * 60_000);
    expect((await me(token)).statusCode).toBe(200);
    await t.app.backgroundWork.idle();
    expect(Date.parse((await lastSeenOf(token))!)).toBeGreaterThan(Date.now() - 5000);

    // Within the minute, further requests write nothing, even when the stored moment is old.
    await setLastSeen(token, longAgo);
    for (let i = 0; i < 5; i++) expect((await me(token)).statusCode).toBe(200);
    await t.app.backgroundWork.idle();
    expect(Date.parse((await lastSeenOf(token))!)).toBe(longAgo);
  });

  it('when another instance noted the use less than a minute ago, then the conditional update leaves it', async () => {
    const user = await createUser(t.db);
    const token = await loginFrom(user.email, FIREFOX_WINDOWS, '203.0.113.7');
    const now = Date.now();
    await setLastSeen(token, now - 30_000);
    await touchSession(t.db, sessionIdOf(token), now, LAST_SEEN_EVERY_MS);
    expect(Date.parse((await lastSeenOf(token))!)).toBe(now - 30_000);
    await setLastSeen(token, now - 61_000);
    await touchSession(t.db, sessionIdOf(token), now, LAST_SEEN_EVERY_MS);
    expect(Date.parse((await lastSeenOf(token))!)).toBe(now);
  });

  it('when the last use is written, then the cached accounts stay (no other instance is told of a change)', async () => {
    const user = await createUser(t.db);
    const token = await loginFrom(user.email, FIREFOX_WINDOWS, '203.0.113.7');
    // On PostgreSQL the listener must have heard the login before we compare.
    await expect
      .poll(async () => {
        const version = t.database.changes.version('accounts');
        await new Promise((resolve) => setTimeout(resolve, 100));
        return version === t.database.changes.version('accounts');
      })
      .toBe(true);
    const before = t.database.changes.version('accounts');
    // The app's own background work (the sweep of ended sessions after start) may change the accounts
    // at any moment: a write of the last use that never moves them leaves at least one of a few tries untouched.
    const moved: boolean[] = [];
    for (let attempt = 0; attempt < 5 && !moved.includes(false); attempt++) {
      await setLastSeen(token, Date.now() - 10 * 60_000);
      const afterTestWrite = t.database.changes.version('accounts');
      await touchSession(t.db, sessionIdOf(token), Date.now(), LAST_SEEN_EVERY_MS);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(Date.parse((await lastSeenOf(token))!)).toBeGreaterThan(Date.now() - 5000);
      moved.push(t.database.changes.version('accounts') !== afterTestWrite);
    }
    expect(moved).toContain(false);
    // A write the caches do read still moves it.
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', sessionIdOf(token))
      .execute();
    await expect.poll(() => t.database.changes.version('accounts')).not.toBe(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';
import { LoginThrottle, PENDING_MS, tooManyAttempts, type Reservation } from './login-throttle.ts';

// Decision 024: the login throttle counts in the database, so every instance sees every attempt.

const rule = { max: 2, windowMs: 60_000 };
let t: TestApp;
let throttle: LoginThrottle;
let n = 0;
/** A key of its own per test (one database for the file). */
const keysFor = () => [{ key: `account:t${++n}|1`, rule }];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '10' });
  throttle = new LoginThrottle(t.database);
});
afterAll(async () => t.close());

const held = (reservation: Reservation) => {
  if (!reservation.ok) throw new Error('expected the attempt to be reserved');
  return reservation;
};

describe('login throttle', () => {
  it('when attempts are still being checked, then they count against the limit', async () => {
    const keys = keysFor();
    const first = await throttle.reserve(keys, 0);
    const second = await throttle.reserve(keys, 0);
    expect([first.ok, second.ok]).toEqual([true, true]);
    expect(await throttle.reserve(keys, 0)).toEqual({ ok: false, retryAfterMs: PENDING_MS });
  });

  it('when a checked attempt was right or could not be checked, then its place is given back', async () => {
    const keys = keysFor();
    const a = held(await throttle.reserve(keys));
    const b = held(await throttle.reserve(keys));
    await a.release();
    await b.succeed([]);
    expect((await throttle.reserve(keys)).ok).toBe(true);
  });

  it('when a reservation was never settled (its process died), then it stops counting after a minute', async () => {
    const keys = keysFor();
    const now = Date.now();
    await throttle.reserve(keys, now);
    await throttle.reserve(keys, now);
    expect((await throttle.reserve(keys, now + PENDING_MS - 1)).ok).toBe(false);
    expect((await throttle.reserve(keys, now + PENDING_MS)).ok).toBe(true);
  });

  it('when the window has passed since the failures, then they are forgotten', async () => {
    const keys = keysFor();
    const started = Date.now();
    for (let i = 0; i < 2; i++) await held(await throttle.reserve(keys)).fail();
    expect((await throttle.reserve(keys)).ok).toBe(false);
    expect((await throttle.reserve(keys, started + rule.windowMs + 1000)).ok).toBe(true);
  });

  it('when the right password is given, then the cleared key starts afresh', async () => {
    const keys = keysFor();
    await held(await throttle.reserve(keys)).fail();
    await held(await throttle.reserve(keys)).succeed([keys[0]!.key]);
    await held(await throttle.reserve(keys)).fail();
    expect((await throttle.reserve(keys)).ok).toBe(true);
  });

  it('when one of two keys is used up, then neither counts the refused attempt', async () => {
    const keys = keysFor();
    const address = { key: `address:t${n}`, rule: { max: 10, windowMs: 60_000 } };
    for (let i = 0; i < 2; i++) await held(await throttle.reserve([address, ...keys])).fail();
    for (let i = 0; i < 5; i++) expect((await throttle.reserve([address, ...keys])).ok).toBe(false);
    // The address still has 8 of 10 left for other accounts.
    for (let i = 0; i < 8; i++) expect((await throttle.reserve([address, { key: `account:b${n}-${i}|1`, rule }])).ok).toBe(true);
  });

  it('when twenty guesses arrive at once on two instances, then exactly the limit is checked', async () => {
    const keys = [{ key: `account:race${++n}|1`, rule: { max: 5, windowMs: 60_000 } }];
    const other = new LoginThrottle({ db: (await t.peerDatabase()).db, engine: t.engine });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? other : throttle).reserve(keys)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(5);
  });

  it('when the wait is given, then the refusal carries whole minutes as a param and names them in its text', () => {
    const soon = tooManyAttempts(30_000);
    const later = tooManyAttempts(14 * 60_000 + 1);
    expect([soon.reason, soon.params, soon.message]).toEqual(['tooManyAttempts', { minutes: 1 }, 'Too many attempts. Please try again in 1 minute.']);
    expect([later.params, later.message]).toEqual([{ minutes: 15 }, 'Too many attempts. Please try again in 15 minutes.']);
  });
});

describe('wrong passwords over two instances', () => {
  it('when ten wrong passwords for one account from one address are spread over two instances, then the eleventh is refused on either', async () => {
    const user = await createUser(t.db);
    const peer = await t.peer();
    const attempt = (app: typeof peer, password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password }, remoteAddress: '198.51.100.7' });
    const wrong = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(i % 2 ? peer : t.app, `Wrong-guess-${i}`)));
    expect(wrong.map((r) => r.statusCode)).toEqual(Array(10).fill(401));
    for (const app of [t.app, peer]) {
      const refused = await attempt(app, 'Another-guess-1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    }
  });
});

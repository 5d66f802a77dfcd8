import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashingQueue } from '../../lib/passwords.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login as signIn, PASSWORD, registrationBody, uniqueEmail } from '../../test/factories.ts';
import { tally } from '../../test/parallel.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '3', RATE_LIMIT_LOGIN_ADDRESS_MAX: '6', RATE_LIMIT_REGISTER_MAX: '2', RATE_LIMIT_EMAIL_MAX: '2' });
});
afterAll(async () => t.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('login throttle', () => {
  it('when an account fails three times from one address, then even the right password from there gets a readable 429', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 3; i++) expect((await login(user.email, 'wrong-pass', '10.1.0.1')).statusCode).toBe(401);
    const blocked = await login(user.email, PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
    });
  });

  it("when an attacker elsewhere has used up the account's attempts, then the owner still logs in from their own address", async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) await login(user.email, 'wrong-pass', '198.51.100.66');
    expect((await login(user.email, PASSWORD, '198.51.100.66')).statusCode).toBe(429);
    expect((await login(user.email, PASSWORD, '10.1.1.1')).statusCode).toBe(200);
  });

  it('when one address sprays wrong passwords over many accounts, then it is throttled at the address limit', async () => {
    for (let i = 0; i < 6; i++) expect((await login(uniqueEmail('spray'), 'wrong-pass', '10.2.0.1')).statusCode).toBe(401);
    const user = await createUser(t.db);
    expect((await login(user.email, PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    expect((await login(user.email, PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('when 200 wrong passwords for one account arrive at once, then only three are checked and the rest are 429', async () => {
    const user = await createUser(t.db);
    const verifiedBefore = hashingQueue.counts.verified;
    const answers = await Promise.all(Array.from({ length: 200 }, () => login(user.email, 'wrong-pass', '10.3.0.1')));
    expect(tally(answers)).toEqual({ 401: 3, 429: 197 });
    expect(hashingQueue.counts.verified - verifiedBefore).toBe(3);
  });

  it('when logins succeed, then they are never throttled', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 8; i++) expect((await login(user.email, PASSWORD, '10.4.0.1')).statusCode).toBe(200);
  });

  it('when a right password follows two wrong ones, then the account starts afresh from that address', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 2; i++) await login(user.email, 'wrong-pass', '10.5.0.1');
    expect((await login(user.email, PASSWORD, '10.5.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await login(user.email, 'wrong-pass', '10.5.0.1')).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD, '10.5.0.1')).statusCode).toBe(200);
  });

  it('when the current password is guessed on change-password, then the guesses count with the login guesses', async () => {
    const user = await createUser(t.db);
    const { token } = await signIn(t.app, user.email, PASSWORD);
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(token),
        payload: { currentPassword, newPassword: 'Tabakas-2027' },
        remoteAddress: '10.6.0.1',
      });
    for (let i = 0; i < 3; i++) expect((await change('wrong-pass')).statusCode).toBe(400);
    expect((await change(PASSWORD)).statusCode).toBe(429);
    expect((await login(user.email, PASSWORD, '10.6.0.1')).statusCode).toBe(429);
  });
});

describe('password check queue', () => {
  it('when the password-check queue is full, then a login answers 503 with Retry-After and does not count as a failure', async () => {
    const user = await createUser(t.db);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = Array.from({ length: hashingQueue.concurrency + hashingQueue.maxWaiting }, () => hashingQueue.run(() => gate));
    const busy = await login(user.email, PASSWORD, '10.10.0.1');
    open();
    await Promise.all(held);
    expect([busy.statusCode, busy.headers['retry-after'], busy.json().code]).toEqual([503, '5', 'SERVICE_UNAVAILABLE']);
    expect(busy.json().error).toBe('The shop is busy right now. Please try again in a few seconds.');
    for (let i = 0; i < 2; i++) await login(user.email, 'wrong-pass', '10.10.0.1');
    expect((await login(user.email, PASSWORD, '10.10.0.1')).statusCode).toBe(200);
  });
});

describe('rate limits per address', () => {
  it('when one address registers more than allowed, then it gets a 429', async () => {
    const send = () => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registrationBody(), remoteAddress: '10.7.0.1' });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatch(/^Too many attempts/);
  });

  it('when forgot-password is asked too often, then it gets a 429', async () => {
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: uniqueEmail() }, remoteAddress: '10.8.0.1' });
    await send();
    await send();
    expect((await send()).statusCode).toBe(429);
  });

  it('when made-up reset links are tried, then none costs a password hash and the address is stopped after the login limit', async () => {
    const hashedBefore = hashingQueue.counts.hashed;
    const send = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: `made-up-${i}`, password: 'Tabakas-2027' },
        remoteAddress: '10.9.0.1',
      });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await send(i));
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 429]);
    expect(answers[0]!.json().error).toBe('The reset link is invalid or has expired. Please request a new password reset link.');
    expect(hashingQueue.counts.hashed - hashedBefore).toBe(0);
  });
});

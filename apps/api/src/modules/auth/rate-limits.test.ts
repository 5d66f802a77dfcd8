import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, PASSWORD, registrationBody, uniqueEmail } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '3', RATE_LIMIT_REGISTER_MAX: '2', RATE_LIMIT_EMAIL_MAX: '2' });
});
afterAll(async () => t.close());

const login = (email: string, password: string, ip = '10.0.0.1') => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('rate limits', () => {
  it('when an e-mail has three failed logins, then even the right password gets a readable 429', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 3; i++) expect((await login(user.email, 'wrong-pass', `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await login(user.email, PASSWORD, '10.1.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', error: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/) });
  });

  it('when one address fails three times on different e-mails, then that address is throttled', async () => {
    for (let i = 0; i < 3; i++) await login(uniqueEmail('spray'), 'wrong-pass', '10.2.0.1');
    const user = await createUser(t.db);
    expect((await login(user.email, PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    expect((await login(user.email, PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('when logins succeed, then they are never throttled', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 6; i++) expect((await login(user.email, PASSWORD, '10.3.0.1')).statusCode).toBe(200);
  });

  it('when one address registers more than allowed, then it gets a 429', async () => {
    const send = () => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registrationBody(), remoteAddress: '10.4.0.1' });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatch(/^Too many attempts/);
  });

  it('when forgot-password is asked too often, then it gets a 429', async () => {
    const send = () => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: uniqueEmail() }, remoteAddress: '10.5.0.1' });
    await send();
    await send();
    expect((await send()).statusCode).toBe(429);
  });
});

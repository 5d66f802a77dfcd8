import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser, PASSWORD } from '../test/factories.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function shopBehind(trustProxy: string): Promise<TestApp> {
  const t = await createTestApp({ TRUST_PROXY: trustProxy, RATE_LIMIT_LOGIN_MAX: '2', RATE_LIMIT_LOGIN_ADDRESS_MAX: '4' });
  apps.push(t);
  return t;
}

const loginThrough = (t: TestApp, email: string, password: string, remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('client address behind proxies', () => {
  it('when one proxy hop is trusted and the attacker rotates the left-most X-Forwarded-For entry, then the limit still holds', async () => {
    const t = await shopBehind('1');
    const user = await createUser(t.db);
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push((await loginThrough(t, user.email, 'wrong-pass', '10.0.0.2', `198.51.100.${i}, 203.0.113.7`)).statusCode);
    expect(answers).toEqual([401, 401, 429, 429]);
    // Another client behind the same proxy is another address.
    expect((await loginThrough(t, user.email, PASSWORD, '10.0.0.2', '203.0.113.8')).statusCode).toBe(200);
  });

  it('when the proxies are named by CIDR, then the client is the right-most entry outside them', async () => {
    const t = await shopBehind('10.0.0.0/8');
    const user = await createUser(t.db);
    for (let i = 0; i < 2; i++) await loginThrough(t, user.email, 'wrong-pass', '10.0.0.2', `198.51.100.${i}, 203.0.113.9, 10.1.2.3`);
    expect((await loginThrough(t, user.email, PASSWORD, '10.0.0.2', '203.0.113.9, 10.4.4.4')).statusCode).toBe(429);
    expect((await loginThrough(t, user.email, PASSWORD, '10.0.0.2', '203.0.113.10')).statusCode).toBe(200);
  });

  it('when a client outside the named proxies sends X-Forwarded-For, then the header is ignored', async () => {
    const t = await shopBehind('10.0.0.0/8');
    const user = await createUser(t.db);
    for (let i = 0; i < 2; i++) await loginThrough(t, user.email, 'wrong-pass', '198.51.100.77', `10.9.9.${i}`);
    expect((await loginThrough(t, user.email, PASSWORD, '198.51.100.77', '10.9.9.200')).statusCode).toBe(429);
  });

  it('when no proxy is trusted (the default), then X-Forwarded-For changes nothing', async () => {
    const t = await shopBehind('false');
    const user = await createUser(t.db);
    for (let i = 0; i < 2; i++) await loginThrough(t, user.email, 'wrong-pass', '198.51.100.5', `203.0.113.${i}`);
    expect((await loginThrough(t, user.email, PASSWORD, '198.51.100.5', '203.0.113.99')).statusCode).toBe(429);
  });
});

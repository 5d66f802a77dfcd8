import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { bearer, createUser, login } from '../test/factories.ts';
import { multipartBody } from '../test/multipart.ts';
import { trustsPeer } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8', RATE_LIMIT_BUG_REPORT_MAX: '1' });
});
afterAll(async () => t.close());

const health = (remoteAddress: string, id?: string) =>
  t.app.inject({ url: '/api/health', remoteAddress, headers: id === undefined ? {} : { 'x-request-id': id } });

describe('request ids', () => {
  it('when a request comes without X-Request-Id, then a new UUID is made and echoed, a different one per request', async () => {
    const [first, second] = [await health('10.0.0.2'), await health('10.0.0.2')];
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('when a trusted proxy sends a sane X-Request-Id, then it is kept and echoed', async () => {
    const answer = await health('10.0.0.2', 'nginx-7f3a.91:c_0');
    expect(answer.headers['x-request-id']).toBe('nginx-7f3a.91:c_0');
  });

  it('when a client outside the trusted proxies sends X-Request-Id, then it is replaced', async () => {
    const answer = await health('198.51.100.7', 'forged-id-1');
    expect(answer.headers['x-request-id']).toMatch(UUID);
  });

  it.each([
    ['a space', 'two words'],
    ['a quote', 'abc"def'],
    ['a line break', 'abc\\ndef'],
    ['129 characters', 'a'.repeat(129)],
    ['an empty value', ''],
  ])('when a trusted proxy sends an X-Request-Id with %s, then it is replaced', async (_what, id) => {
    const answer = await health('10.0.0.2', id);
    expect(answer.headers['x-request-id']).toMatch(UUID);
  });

  it("when the id is 128 characters long, then a trusted proxy's is still kept", async () => {
    const id = 'a'.repeat(128);
    expect((await health('10.0.0.2', id)).headers['x-request-id']).toBe(id);
  });

  it('when the route is unknown, then the 404 body carries the request id of its header', async () => {
    const answer = await t.app.inject({ url: '/api/no-such-thing', remoteAddress: '10.0.0.2', headers: { 'x-request-id': 'lost-1' } });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['x-request-id']).toBe('lost-1');
    expect(answer.json()).toMatchObject({ success: false, reason: 'routeNotFound', request_id: 'lost-1' });
  });

  it('when a body fails its schema, a service refuses, or a guard refuses, then each error body carries its own request id', async () => {
    const invalid = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not-an-email' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().request_id).toBe(invalid.headers['x-request-id']);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.lt', password: 'Wrong-pass-1' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().request_id).toBe(wrong.headers['x-request-id']);
    const unsigned = await t.app.inject({ url: '/api/orders' });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ reason: 'authRequired', request_id: unsigned.headers['x-request-id'] });
    const customer = (await login(t.app, (await createUser(t.db)).email)).token;
    const refused = await t.app.inject({ url: '/api/bug-reports/admin', headers: bearer(customer) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().request_id).toMatch(UUID);
  });

  it('when the rate limit refuses, then the 429 body carries the request id', async () => {
    const send = () => {
      const body = multipartBody([{ field: 'description', content: 'x' }]);
      return t.app.inject({ method: 'POST', url: '/api/bug-reports', remoteAddress: '198.51.100.9', payload: body.payload, headers: body.headers });
    };
    await send();
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().request_id).toBe(limited.headers['x-request-id']);
  });

  it('when a successful answer is sent, then its body is left as it was (no request_id in it)', async () => {
    const answer = await health('10.0.0.2');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).not.toHaveProperty('request_id');
  });
});

describe('which peer is a trusted proxy', () => {
  it('when TRUST_PROXY names addresses, ranges and loopback, then exactly those peers are trusted, IPv4 on a dual-stack socket too', () => {
    const trusted = trustsPeer(['10.0.0.0/8', '192.0.2.5', 'loopback']);
    expect(['10.1.2.3', '::ffff:10.1.2.3', '192.0.2.5', '127.0.0.1', '::1'].map(trusted)).toEqual([true, true, true, true, true]);
    expect(['11.0.0.1', '192.0.2.6', '::ffff:198.51.100.1', undefined].map(trusted)).toEqual([false, false, false, false]);
  });

  it('when TRUST_PROXY is a hop count, then the peer is trusted from one hop on, and with false never', () => {
    expect(trustsPeer(1)('203.0.113.1')).toBe(true);
    expect(trustsPeer(0)('203.0.113.1')).toBe(false);
    expect(trustsPeer(false)('127.0.0.1')).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('age gate', () => {
  it('when an administrator resets the gate, then the version every browser compares with goes up', async () => {
    expect((await t.app.inject({ url: '/api/age-gate' })).json()).toEqual({ success: true, version: 1, geolocation_url: null });
    const admin = await login(t.app, (await createUser(t.db, { admin: true })).email);
    const reset = await t.app.inject({ method: 'POST', url: '/api/age-gate/admin/reset', headers: bearer(admin.token) });
    expect(reset.json().version).toBe(2);
    expect((await t.app.inject({ url: '/api/age-gate' })).json().version).toBe(2);
  });

  it('when a visitor or a customer tries to reset it, then 401 and 403', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/age-gate/admin/reset' })).statusCode).toBe(401);
    const customer = await login(t.app, (await createUser(t.db)).email);
    expect((await t.app.inject({ method: 'POST', url: '/api/age-gate/admin/reset', headers: bearer(customer.token) })).statusCode).toBe(403);
  });

  it('when a geolocation service is configured, then the gate is told its address and the page may connect to it', async () => {
    const withLookup = await createTestApp({ GEOLOCATION_URL: 'https://geo.example.net/json/' });
    try {
      const answer = await withLookup.app.inject({ url: '/api/age-gate' });
      expect(answer.json().geolocation_url).toBe('https://geo.example.net/json/');
      expect(answer.headers['content-security-policy']).toContain("connect-src 'self' https://geo.example.net");
    } finally {
      await withLookup.close();
    }
  });

  it('when no geolocation service is configured, then the page may connect only to the shop', async () => {
    const answer = await t.app.inject({ url: '/api/age-gate' });
    expect(answer.headers['content-security-policy']).toContain("connect-src 'self';");
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

describe('text overrides', () => {
  it('when an administrator overrides a Lithuanian text, then everyone gets it, and a reset removes it', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/translations/admin/lt',
      headers: bearer(admin),
      payload: { key: 'home.hero.title', value: 'Didmeninė prekyba <b>tabaku</b>' },
    });
    expect(put.statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: '/api/translations/admin/lt',
      headers: bearer(admin),
      payload: { key: 'home.hero.title', value: 'Didmeninė prekyba tabaku' },
    });
    expect((await t.app.inject({ url: '/api/translations/lt' })).json().translations).toEqual({ 'home.hero.title': 'Didmeninė prekyba tabaku' });
    expect((await t.app.inject({ url: '/api/translations/en' })).json().translations).toEqual({});
    expect((await t.app.inject({ method: 'DELETE', url: '/api/translations/admin/lt/home.hero.title', headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/api/translations/lt' })).json().translations).toEqual({});
  });

  it('when the language is unknown, the key malformed or the caller a customer, then 400, 400 and 403', async () => {
    expect((await t.app.inject({ url: '/api/translations/de' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/translations/admin/en', headers: bearer(admin), payload: { key: '../../x y', value: 'v' } }))
        .statusCode,
    ).toBe(400);
    const customer = await login(t.app, (await createUser(t.db)).email);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/translations/admin/en', headers: bearer(customer.token), payload: { key: 'a.b', value: 'v' } }))
        .statusCode,
    ).toBe(403);
  });
});

import type { AuditEntry } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';

let t: TestApp;
let admin: { id: number; email: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  const row = await createUser(t.db, { admin: true });
  admin = { id: row.id, email: row.email, token: (await login(t.app, row.email)).token };
});
afterAll(async () => t.close());

const setText = (language: string, key: string, value: string) =>
  t.app.inject({ method: 'PUT', url: `/api/translations/admin/${language}`, headers: bearer(admin.token), payload: { key, value } });
const removeText = (language: string, key: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/translations/admin/${language}/${key}`, headers: bearer(admin.token) });

async function entriesOf(key: string): Promise<AuditEntry[]> {
  const response = await t.app.inject({ url: `/api/audit-log?entity=translation&entity_id=${key}`, headers: bearer(admin.token) });
  expect(response.statusCode).toBe(200);
  return response.json().entries;
}

describe('audit log of text overrides', () => {
  it('when an administrator sets, changes and removes an override, then each is recorded by its key with the language and the texts', async () => {
    const key = 'home.hero.title';
    expect((await setText('lt', key, 'Didmeninė prekyba')).statusCode).toBe(200);
    expect((await setText('lt', key, 'Didmeninė prekyba tabaku')).statusCode).toBe(200);
    expect((await setText('lt', key, 'Didmeninė prekyba tabaku')).statusCode).toBe(200);
    expect((await removeText('lt', key)).statusCode).toBe(200);
    const entries = await entriesOf(key);
    expect(entries.map((entry) => [entry.action, entry.actor_id, entry.entity_id, entry.changes])).toEqual([
      ['translation.remove', admin.id, key, { lt: { from: 'Didmeninė prekyba tabaku', to: null } }],
      ['translation.set', admin.id, key, { lt: { from: 'Didmeninė prekyba', to: 'Didmeninė prekyba tabaku' } }],
      ['translation.set', admin.id, key, { lt: { from: null, to: 'Didmeninė prekyba' } }],
    ]);
    expect(entries.every((entry) => entry.actor_email === admin.email && entry.entity === 'translation')).toBe(true);
  });

  it('when an override that does not exist is removed, or a customer tries to set one, then it is refused and nothing is recorded', async () => {
    expect((await removeText('en', 'footer.none')).statusCode).toBe(404);
    const customer = await login(t.app, (await createUser(t.db)).email);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/translations/admin/en',
      headers: bearer(customer.token),
      payload: { key: 'footer.none', value: 'x' },
    });
    expect(refused.statusCode).toBe(403);
    expect(await entriesOf('footer.none')).toEqual([]);
  });
});

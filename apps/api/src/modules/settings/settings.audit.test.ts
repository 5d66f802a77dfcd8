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

const asAdmin = (method: 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });

async function settingsEntries(entityId: string): Promise<AuditEntry[]> {
  const response = await t.app.inject({ url: `/api/audit-log?entity=settings&entity_id=${entityId}`, headers: bearer(admin.token) });
  expect(response.statusCode).toBe(200);
  return response.json().entries;
}

describe('audit log of shop settings', () => {
  it('when an administrator turns the visitor catalogue off, then the switch is recorded from on to off under the administrator; saving it unchanged or with a stale version records nothing', async () => {
    expect((await asAdmin('PUT', '/api/settings/admin', { catalogue_visible_to_visitors: true })).statusCode).toBe(200);
    expect(await settingsEntries('catalogue_visible_to_visitors')).toEqual([]);

    const off = await asAdmin('PUT', '/api/settings/admin', { catalogue_visible_to_visitors: false, version: 0 });
    expect(off.statusCode).toBe(200);
    const stale = await asAdmin('PUT', '/api/settings/admin', { catalogue_visible_to_visitors: true, version: 0 });
    expect(stale.statusCode).toBe(409);

    const entries = await settingsEntries('catalogue_visible_to_visitors');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      action: 'settings.update',
      entity: 'settings',
      changes: { catalogue_visible_to_visitors: { from: true, to: false } },
    });
  });

  it('when an administrator resets the age gate twice, then each reset is recorded with the version it raised', async () => {
    expect((await asAdmin('POST', '/api/age-gate/admin/reset')).json().version).toBe(2);
    expect((await asAdmin('POST', '/api/age-gate/admin/reset')).json().version).toBe(3);
    const entries = await settingsEntries('age_gate_version');
    expect(entries.map((entry) => [entry.action, entry.actor_email, entry.changes])).toEqual([
      ['settings.age_gate_reset', admin.email, { age_gate_version: { from: 2, to: 3 } }],
      ['settings.age_gate_reset', admin.email, { age_gate_version: { from: 1, to: 2 } }],
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';

let clock = new Date('2026-11-10T10:00:00Z');
let t: TestApp;
let admin: string;
let adminUser: { id: number; email: string };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => clock });
  adminUser = await createUser(t.db, { admin: true });
  admin = (await login(t.app, adminUser.email)).token;
});
afterAll(async () => t.close());

const call = (token: string, method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: bearer(token) });
const close = (month: string, token = admin) => call(token, 'POST', `/api/invoices/admin/isaf/periods/${month}/close`);
const periodEntries = async (month: string) =>
  t.db.selectFrom('audit_log').select(['actor_id', 'changes']).where('entity', '=', 'isaf_period').where('entity_id', '=', month).execute();

describe('months marked as filed with VMI', () => {
  it('when an administrator marks an ended month as filed, then it is listed with who and when, and the audit log records it once', async () => {
    clock = new Date('2026-11-10T10:00:00Z');
    const closed = await close('2026-10');
    expect(closed.statusCode).toBe(200);
    const period = { month: '2026-10', closed_at: '2026-11-10T10:00:00.000Z', closed_by: adminUser.id, closed_by_email: adminUser.email };
    expect(closed.json()).toEqual({ success: true, period });
    expect((await call(admin, 'GET', '/api/invoices/admin/isaf/periods')).json()).toEqual({ success: true, periods: [period] });
    const entries = await periodEntries('2026-10');
    expect(entries.map((entry) => [entry.actor_id, JSON.parse(entry.changes)])).toEqual([
      [adminUser.id, { filed: { from: null, to: true }, closed_at: { from: null, to: '2026-11-10T10:00:00.000Z' } }],
    ]);
  });

  it('when a filed month is marked again, then 200 answers the first marking and nothing is written', async () => {
    clock = new Date('2026-11-10T10:00:00Z');
    expect((await close('2026-08')).statusCode).toBe(200);
    clock = new Date('2026-11-12T09:00:00Z');
    const again = await close('2026-08');
    expect([again.statusCode, again.json().period.closed_at]).toEqual([200, '2026-11-10T10:00:00.000Z']);
    expect(await t.db.selectFrom('isaf_periods').select('month').where('month', '=', '2026-08').execute()).toHaveLength(1);
    expect(await periodEntries('2026-08')).toHaveLength(1);
  });

  it('when the month has not ended by the Lithuanian calendar, then 409 says so, and just after Lithuanian midnight it can be marked', async () => {
    // 23:30 in Vilnius on 30 November: November has not ended.
    clock = new Date('2026-11-30T21:30:00Z');
    for (const month of ['2026-11', '2026-12', '2030-01']) {
      const refused = await close(month);
      expect([refused.statusCode, refused.json().code, refused.json().reason, refused.json().params]).toEqual([
        409,
        'INVALID_TRANSITION',
        'isafMonthNotEnded',
        { month },
      ]);
    }
    expect(await t.db.selectFrom('isaf_periods').select('month').where('month', '>=', '2026-11').execute()).toEqual([]);
    // 00:30 in Vilnius on 1 December (still 30 November in UTC).
    clock = new Date('2026-11-30T22:30:00Z');
    expect((await close('2026-11')).statusCode).toBe(200);
  });

  it('when the month is not YYYY-MM, then 400 names the field and nothing is written', async () => {
    clock = new Date('2026-11-10T10:00:00Z');
    for (const month of ['2026-13', '2026-00', '2026-1', '26-10', '2026-10-01', 'october', '2026_10']) {
      const refused = await close(month);
      expect([month, refused.statusCode, refused.json().details]).toEqual([month, 400, { month: 'Enter a month as YYYY-MM' }]);
    }
    expect(await t.db.selectFrom('isaf_periods').select('month').where('month', 'not like', '2026-%').execute()).toEqual([]);
  });

  it('when the asker is a customer or nobody, then marking and listing are refused', async () => {
    const { token } = await login(t.app, (await createUser(t.db)).email);
    expect((await close('2026-07', token)).statusCode).toBe(403);
    expect((await call(token, 'GET', '/api/invoices/admin/isaf/periods')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/invoices/admin/isaf/periods/2026-07/close' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/invoices/admin/isaf/periods' })).statusCode).toBe(401);
    expect(await t.db.selectFrom('isaf_periods').select('month').where('month', '=', '2026-07').execute()).toEqual([]);
  });
});

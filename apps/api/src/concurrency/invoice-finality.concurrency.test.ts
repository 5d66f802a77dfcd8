import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { bearer, createUser, login } from '../test/factories.ts';
import { invoicedOrder, invoiceStatusEntries } from '../test/invoices.ts';
import { burst, expectNoServerError, tally } from '../test/parallel.ts';

// Decision 052 under parallel requests: two instances sharing PostgreSQL (SQLite: the one instance).
let clock = new Date('2026-10-15T10:00:00Z');
let t: TestApp;
let instances: FastifyInstance[];
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '10000' }, { now: () => clock });
  instances = [t.app, await t.peer()];
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const on = (instance: number, method: 'PATCH' | 'POST', url: string, payload?: object) =>
  instances[instance % instances.length]!.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
const cancel = (instance: number, id: number) =>
  on(instance, 'PATCH', `/api/invoices/admin/${id}/status`, { status: 'cancelled', reason: `Cancelled on instance ${instance}` });
const statusOf = async (id: number) => (await t.db.selectFrom('invoices').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const notesOn = async (id: number) => t.db.selectFrom('credit_notes').select('id').where('invoice_id', '=', id).execute();

describe('cancels, credit notes and filed months under parallel requests', () => {
  it('when a cancel and a credit note of one invoice arrive at once (8 invoices), then each invoice ends either cancelled or credited, never both', async () => {
    clock = new Date('2026-10-15T10:00:00Z');
    for (let round = 0; round < 8; round++) {
      const { invoice } = await invoicedOrder(t.app, t.db, admin);
      const note = () => on(round + 1, 'POST', `/api/invoices/admin/${invoice.id}/credit-note`, { reason: 'Returned' });
      const [cancelled, credited] = await Promise.all([cancel(round, invoice.id), note()]);
      expectNoServerError([cancelled, credited]);
      const answer = `${cancelled.statusCode}/${credited.statusCode}`;
      expect(['200/409', '409/201']).toContain(answer);
      if (answer === '200/409') {
        expect(credited.json().reason).toBe('creditCancelledInvoice');
        expect([await statusOf(invoice.id), await notesOn(invoice.id)]).toEqual(['cancelled', []]);
      } else {
        expect(cancelled.json().reason).toBe('invoiceHasCreditNotes');
        expect(await statusOf(invoice.id)).toBe('sent');
        expect(await notesOn(invoice.id)).toHaveLength(1);
      }
    }
  });

  it('when one invoice is cancelled 10 times at once, then one answer is 200, nine are 409 and the audit log has one entry', async () => {
    clock = new Date('2026-10-15T10:00:00Z');
    const { invoice } = await invoicedOrder(t.app, t.db, admin);
    const answers = await burst(instances, 10, {
      token: admin,
      method: 'PATCH',
      url: `/api/invoices/admin/${invoice.id}/status`,
      payload: { status: 'cancelled', reason: 'Duplicate' },
    });
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 200: 1, 409: 9 });
    expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().reason))).toEqual(new Set(['invoiceCancelledFinal']));
    expect(await invoiceStatusEntries(t.db, invoice.id)).toHaveLength(1);
  });

  it('when one month is marked as filed 10 times at once, then all answer 200 with one marking, one row and one audit entry', async () => {
    clock = new Date('2026-11-05T10:00:00Z');
    const answers = await burst(instances, 10, { token: admin, method: 'POST', url: '/api/invoices/admin/isaf/periods/2026-06/close' });
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 200: 10 });
    expect(new Set(answers.map((a) => a.json().period.closed_at)).size).toBe(1);
    expect(await t.db.selectFrom('isaf_periods').select('month').where('month', '=', '2026-06').execute()).toHaveLength(1);
    const entries = await t.db.selectFrom('audit_log').select('id').where('entity', '=', 'isaf_period').where('entity_id', '=', '2026-06').execute();
    expect(entries).toHaveLength(1);
  });

  it('when an invoice is cancelled while its month is marked as filed (6 months), then the cancel either commits before the marking or is refused', async () => {
    const months = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-07'];
    const invoices: number[] = [];
    for (const month of months) {
      clock = new Date(`${month}-10T10:00:00Z`);
      invoices.push((await invoicedOrder(t.app, t.db, admin)).invoice.id);
    }
    clock = new Date('2026-11-05T10:00:00Z');
    for (const [i, month] of months.entries()) {
      const id = invoices[i]!;
      const [cancelled, closed] = await Promise.all([cancel(i, id), on(i + 1, 'POST', `/api/invoices/admin/isaf/periods/${month}/close`)]);
      expectNoServerError([cancelled, closed]);
      expect(closed.statusCode).toBe(200);
      if (cancelled.statusCode === 409) {
        expect(cancelled.json().reason).toBe('invoicePeriodClosed');
        expect(await statusOf(id)).toBe('sent');
        continue;
      }
      expect(cancelled.statusCode).toBe(200);
      // The cancel went first: its entry was written before the marking's, which waited for the cancel's commit.
      const [cancelEntry] = await invoiceStatusEntries(t.db, id);
      const closeEntry = await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('entity', '=', 'isaf_period')
        .where('entity_id', '=', month)
        .executeTakeFirstOrThrow();
      expect(cancelEntry!.id).toBeLessThan(closeEntry.id);
    }
  });
});

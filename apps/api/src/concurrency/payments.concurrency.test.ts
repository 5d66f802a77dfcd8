import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import { bearer, createUser, login } from '../test/factories.ts';
import { invoicedOrder } from '../test/invoices.ts';
import { expectNoServerError, tally } from '../test/parallel.ts';

// Decision 078 under parallel requests: two instances sharing PostgreSQL (SQLite: the one instance).
let t: TestApp;
let instances: FastifyInstance[];
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '10000' }, { now: () => new Date('2026-10-15T10:00:00Z') });
  instances = [t.app, await t.peer()];
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const on = (instance: number, url: string, payload: object) =>
  instances[instance % instances.length]!.inject({ method: 'POST', url, headers: bearer(admin), payload });
const paidCents = async (id: number) =>
  await t.db.selectFrom('invoices').select(['paid_cents', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
const ledgerCents = async (id: number) =>
  Number(
    (
      await t.db
        .selectFrom('payments')
        .select((eb) => eb.fn.sum<number>('amount_cents').as('n'))
        .where('invoice_id', '=', id)
        .executeTakeFirstOrThrow()
    ).n ?? 0,
  );

describe('payments under parallel requests', () => {
  it('when ten payments of a third of the total arrive at once, then exactly three are recorded, the rest refused as overpayment, and the ledger matches the invoice', async () => {
    const { invoice } = await invoicedOrder(t.app, t.db, admin);
    const third = Math.floor((invoice.total_amount * 100) / 3) / 100;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => on(i, `/api/invoices/admin/${invoice.id}/payments`, { amount: third, paid_on: '2026-10-15' })),
    );
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 201: 3, 409: 7 });
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'OVERPAYMENT')).toBe(true);
    const row = await paidCents(invoice.id);
    expect(row.paid_cents).toBe(Math.round(third * 100) * 3);
    expect(await ledgerCents(invoice.id)).toBe(row.paid_cents);
  });

  it('when ten reversals of one payment arrive at once, then one is recorded and nine are refused, and the invoice opens once', async () => {
    const { invoice } = await invoicedOrder(t.app, t.db, admin);
    const payment = (await on(0, `/api/invoices/admin/${invoice.id}/payments`, { amount: invoice.total_amount, paid_on: '2026-10-15' })).json()
      .payment;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => on(i, `/api/payments/admin/${payment.id}/reverse`, { reason: `Reversal ${i}` })),
    );
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 201: 1, 409: 9 });
    expect(await paidCents(invoice.id)).toEqual({ paid_cents: 0, status: 'sent' });
    expect(await ledgerCents(invoice.id)).toBe(0);
  });

  it('when a payment of the whole total and a credit note arrive at once, then the later one sees the earlier: never more paid than is left to pay', async () => {
    for (let round = 0; round < 4; round++) {
      const { invoice } = await invoicedOrder(t.app, t.db, admin);
      const [paid, credited] = await Promise.all([
        on(round, `/api/invoices/admin/${invoice.id}/payments`, { amount: invoice.total_amount, paid_on: '2026-10-15' }),
        on(round + 1, `/api/invoices/admin/${invoice.id}/credit-note`, { reason: 'Discount', discount_amount: 5 }),
      ]);
      expectNoServerError([paid, credited]);
      expect(credited.statusCode).toBe(201);
      const row = await t.db
        .selectFrom('invoices')
        .select(['total_cents', 'credited_cents', 'paid_cents'])
        .where('id', '=', invoice.id)
        .executeTakeFirstOrThrow();
      // Paid first: the note leaves it overpaid by the note (a refund is owed); noted first: the payment is refused.
      if (paid.statusCode === 201) expect(row.paid_cents).toBe(row.total_cents);
      else expect([paid.statusCode, row.paid_cents]).toEqual([409, 0]);
      expect(row.credited_cents).toBe(-credited.json().creditNote.total_amount * 100);
    }
  });
});

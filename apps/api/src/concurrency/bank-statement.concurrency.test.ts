import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../test/build-test-app.ts';
import { camt053, postStatement } from '../test/camt053.ts';
import { invoicedOrder } from '../test/invoices.ts';
import { expectNoServerError, parallelShop, tally } from '../test/parallel.ts';

// Decision 079 under parallel requests: two administrators on two instances sharing PostgreSQL apply
// the same statement at once. The unique entry reference lets one run record each entry.
let t: TestApp;
let instances: FastifyInstance[];
let admins: string[];
beforeAll(async () => {
  const shop = await parallelShop();
  t = shop.t;
  instances = shop.instances;
  admins = [shop.admin, shop.secondAdmin];
});
afterAll(async () => t.close());

describe('a bank statement applied twice at once', () => {
  it('when two administrators apply the same statement six times together, then every entry is recorded once and the other runs report it as already imported', async () => {
    const invoices = await Promise.all(Array.from({ length: 3 }, () => invoicedOrder(t.app, t.db, admins[0]!).then((made) => made.invoice)));
    const stamp = Date.now().toString(36);
    const entries = invoices.map((invoice, i) => ({
      ref: `PAR-${stamp}-${i}`,
      amount: '4.00',
      payer: 'Baltic Smoke UAB',
      text: invoice.invoice_number,
    }));
    const file = camt053('08', entries);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => postStatement(instances[i % instances.length]!, admins[i % 2]!, file, { dryRun: false })),
    );
    expectNoServerError(answers);
    expect(tally(answers)).toEqual({ 200: 6 });
    const recorded = answers.flatMap((answer) => answer.json().matched.map((m: { entry_ref: string }) => m.entry_ref));
    expect(recorded.sort()).toEqual(entries.map((entry) => entry.ref).sort());
    for (const answer of answers) expect(answer.json().matched.length + answer.json().already_imported.length).toBe(3);
    const payments = await t.db
      .selectFrom('payments')
      .select(['invoice_id', 'amount_cents'])
      .where('bank_entry_ref', 'like', `PAR-${stamp}-%`)
      .execute();
    expect(payments.map((p) => p.invoice_id).sort()).toEqual(invoices.map((invoice) => invoice.id).sort());
    const remembered = await t.db.selectFrom('bank_entries').select('payment_id').where('entry_ref', 'like', `PAR-${stamp}-%`).execute();
    expect(remembered.filter((row) => row.payment_id !== null)).toHaveLength(3);
    for (const invoice of invoices) {
      const row = await t.db.selectFrom('invoices').select('paid_cents').where('id', '=', invoice.id).executeTakeFirstOrThrow();
      expect(row.paid_cents).toBe(400);
    }
  });
});

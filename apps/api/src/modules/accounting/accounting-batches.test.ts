import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { invoicedOrder } from '../../test/invoiced.ts';
import { creditNoteCopies, invoiceCopies, type IssuedCopy } from '../../test/issued-in-bulk.ts';
import { ISSUED_BATCH_SIZE } from '../isaf/index.ts';
import { PAYMENTS_BATCH_SIZE } from './accounting.service.ts';

// Decision 083: the accounting files are read in keyset batches; a period bigger than a batch lists each row once.

let clock = new Date('2027-06-15T10:00:00Z');
let t: TestApp;
let admin: string;

/** Every document of June 2027 in the journal's order: by date, then number. */
let june: IssuedCopy[] = [];
/** Every payment id of June 2027 in the file's order: by day, then entry. */
let junePayments: number[] = [];

const day = (n: number) => `2027-06-${String(1 + (n % 30)).padStart(2, '0')}`;
const byDateAndNumber = (a: IssuedCopy, b: IssuedCopy) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.number < b.number ? -1 : 1);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => clock });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
  const { invoice } = await invoicedOrder(t, admin);
  const issued = await t.app.inject({
    method: 'POST',
    url: `/api/invoices/admin/${invoice.id}/credit-note`,
    headers: bearer(admin),
    payload: { reason: 'Returned' },
  });
  expect(issued.statusCode).toBe(201);
  const creditNote = issued.json().creditNote as { id: number; credit_note_number: string };
  // Copies on shuffled days (so that the table's order is not the file's), some of them on the days just outside June.
  const invoices = Array.from({ length: ISSUED_BATCH_SIZE + 300 }, (_, i) => ({
    number: `HW-2027-6${String(i).padStart(4, '0')}`,
    date: day(i * 7),
  }));
  const notes = Array.from({ length: ISSUED_BATCH_SIZE + 50 }, (_, i) => ({ number: `KS-2027-6${String(i).padStart(4, '0')}`, date: day(i * 11) }));
  const outside = [
    { number: 'HW-2027-70001', date: '2027-05-31' },
    { number: 'HW-2027-70002', date: '2027-07-01' },
  ];
  await invoiceCopies(t.db, invoice.id, [...invoices, ...outside]);
  await creditNoteCopies(t.db, creditNote.id, notes);
  june = [
    { number: invoice.invoice_number, date: '2027-06-15' },
    { number: creditNote.credit_note_number, date: '2027-06-15' },
    ...invoices,
    ...notes,
  ].sort(byDateAndNumber);
  // Payments on shuffled days of June and the days around it, more than a batch of them.
  const paidOn = [...Array.from({ length: PAYMENTS_BATCH_SIZE + 200 }, (_, i) => day(i * 13)), '2027-05-31', '2027-07-01'];
  const { user_id } = await t.db.selectFrom('invoices').select('user_id').where('id', '=', invoice.id).executeTakeFirstOrThrow();
  const rows = paidOn.map((date) => ({
    user_id,
    invoice_id: invoice.id,
    amount_cents: 1,
    paid_on: date,
    source: 'manual',
    created_at: '2027-07-02T08:00:00.000Z',
  }));
  const ids: Array<{ id: number; paid_on: string }> = [];
  for (let start = 0; start < rows.length; start += 200)
    ids.push(
      ...(await t.db
        .insertInto('payments')
        .values(rows.slice(start, start + 200))
        .returning(['id', 'paid_on'])
        .execute()),
    );
  junePayments = ids
    .filter((row) => row.paid_on.startsWith('2027-06'))
    .sort((a, b) => (a.paid_on < b.paid_on ? -1 : a.paid_on > b.paid_on ? 1 : a.id - b.id))
    .map((row) => row.id);
  clock = new Date('2027-07-05T08:00:00Z');
}, 120_000);
afterAll(async () => t.close());

const rowsOf = async (name: 'journal' | 'payments') => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/invoices/admin/${name}.csv?from=2027-06-01&to=2027-06-30`, headers: bearer(admin) });
  expect(answer.statusCode).toBe(200);
  return answer.body
    .split('\r\n')
    .slice(1, -1)
    .map((line) => line.split(';'));
};

describe('accounting files of a period bigger than a batch', () => {
  it('when June has more invoices and credit notes than one batch of each, then the journal lists every one exactly once, by date and number', async () => {
    const rows = await rowsOf('journal');
    expect(rows.length).toBeGreaterThan(2 * ISSUED_BATCH_SIZE);
    expect(rows.map((row) => row[2])).toEqual(june.map((document) => document.number));
    expect(rows.map((row) => row[3])).toEqual(june.map((document) => document.date));
  }, 60_000);

  it('when June has more payments than one batch, then the payments file lists every one exactly once, by day and entry', async () => {
    const rows = await rowsOf('payments');
    expect(rows.length).toBeGreaterThan(PAYMENTS_BATCH_SIZE);
    expect(rows.map((row) => Number(row[10]))).toEqual(junePayments);
  }, 60_000);
});

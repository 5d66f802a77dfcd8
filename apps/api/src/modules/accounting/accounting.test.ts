import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';
import { placedOrder } from '../../test/shoppers.ts';

// Decision 083: the sales journal and the payments of a period as CSV files.

let clock = new Date('2027-02-28T10:00:00Z');
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => clock });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const on = (day: string) => {
  clock = new Date(`${day}T10:00:00Z`);
};

interface Issued {
  id: number;
  invoice_number: string;
  due_date: string;
}

/** A buyer's order of 2 × €15.00 (+ €30.00 fee: €60.00 net, €12.60 VAT, €72.60) invoiced on `day`, the buyer frozen with `buyer` over the shopper's details. */
async function invoicedOn(day: string, buyer: Record<string, string | null> = {}): Promise<Issued> {
  on(day);
  const [product] = await createProducts(t.db, 1, { stock: 10, wholesale_price_cents: 1500 });
  const { order } = await placedOrder(t.app, t.db, [[product!, 2]]);
  const row = await t.db.selectFrom('orders').select('customer_snapshot').where('id', '=', order.id).executeTakeFirstOrThrow();
  const snapshot = JSON.stringify({ ...JSON.parse(row.customer_snapshot), ...buyer });
  await t.db.updateTable('orders').set({ customer_snapshot: snapshot }).where('id', '=', order.id).execute();
  expect((await call('PATCH', `/api/orders/admin/${order.id}/status`, { status: 'ended' })).statusCode).toBe(200);
  return (await call('GET', `/api/invoices/order/${order.id}`)).json().invoice as Issued;
}

async function paid(invoiceId: number, amount: number, day: string, extra: object = {}): Promise<number> {
  on(day);
  const answer = await call('POST', `/api/invoices/admin/${invoiceId}/payments`, { amount, paid_on: day, ...extra });
  expect(answer.statusCode).toBe(201);
  return answer.json().payment.id;
}

const BUYER = 'Baltic Smoke UAB;300000001;;LT';
const MARCH = 'from=2027-03-01&to=2027-03-31';
const file = (name: 'journal' | 'payments', query = MARCH, token = admin) =>
  call('GET', `/api/invoices/admin/${name}.csv?${query}`, undefined, token);
/** The file's lines after its header, as written (fields joined by `;`). */
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1, -1);

let first: Issued;
let cancelled: Issued;
let last: Issued;
let creditNote: string;
let preInvoice: string;
const payment: Record<string, number> = {};

beforeAll(async () => {
  // Before the period, on each of its days at both ends, and after it.
  const before = await invoicedOn('2027-02-28');
  payment.before = await paid(before.id, 10, '2027-02-28');
  first = await invoicedOn('2027-03-01', { company_name: 'Kalnas; "Dūmai" UAB', vat_number: 'LT100000000017', company_reg_number: '304000111' });
  payment.first = await paid(first.id, 20, '2027-03-01', { reference: first.invoice_number, note: '=1+2' });
  on('2027-03-02');
  const reversed = await call('POST', `/api/payments/admin/${payment.first}/reverse`, { reason: 'Wrong invoice' });
  expect(reversed.statusCode).toBe(201);
  payment.reversal = reversed.json().payment.id;
  cancelled = await invoicedOn('2027-03-10', { country: 'Latvija' });
  expect((await call('PATCH', `/api/invoices/admin/${cancelled.id}/status`, { status: 'cancelled', reason: 'Wrong buyer' })).statusCode).toBe(200);
  on('2027-03-15');
  const note = await call('POST', `/api/invoices/admin/${first.id}/credit-note`, { reason: 'Returned' });
  expect(note.statusCode).toBe(201);
  creditNote = note.json().creditNote.credit_note_number;
  last = await invoicedOn('2027-03-31');
  payment.last = await paid(last.id, 50, '2027-03-31', { reference: 'SEB 123' });
  // A prepayment on a pre-invoice not yet invoiced.
  const [product] = await createProducts(t.db, 1, { stock: 10, wholesale_price_cents: 1200 });
  const { order } = await placedOrder(t.app, t.db, [[product!, 5]]);
  await call('PATCH', `/api/orders/admin/${order.id}/status`, { status: 'confirmed' });
  const pre = (await call('POST', `/api/orders/admin/${order.id}/create-pre-invoice`, { prepayment_percentage: 100, validity_days: 30 })).json()
    .preInvoice;
  preInvoice = pre.pre_invoice_number;
  const prepaid = await call('POST', `/api/pre-invoices/admin/${pre.id}/payments`, { amount: 30, paid_on: '2027-03-31' });
  expect(prepaid.statusCode).toBe(201);
  payment.pre = prepaid.json().payment.id;
  const after = await invoicedOn('2027-04-01');
  payment.after = await paid(after.id, 5, '2027-04-01');
  on('2027-04-02');
});

describe('the sales journal of a period', () => {
  it('when a month is asked, then its invoices, cancelled ones marked, and credit notes (negative, naming the corrected invoice) are listed by date and number with the paid amount, its first and last day included', async () => {
    const answer = await file('journal');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="journal-2027-03.csv"');
    expect(answer.body.split('\r\n')[0]).toBe(
      '\uFEFFdocument_type;cancelled;number;issue_date;buyer_name;company_code;vat_code;country;vat_rate;net;vat;total;currency;due_date;paid;corrected_invoice',
    );
    expect(linesOf(answer.body)).toEqual([
      `invoice;no;${first.invoice_number};2027-03-01;"Kalnas; ""Dūmai"" UAB";304000111;LT100000000017;LT;21;60,00;12,60;72,60;EUR;${first.due_date};0,00;`,
      `invoice;yes;${cancelled.invoice_number};2027-03-10;Baltic Smoke UAB;300000001;;LV;21;60,00;12,60;72,60;EUR;${cancelled.due_date};0,00;`,
      `credit_note;no;${creditNote};2027-03-15;"Kalnas; ""Dūmai"" UAB";304000111;LT100000000017;LT;21;-60,00;-12,60;-72,60;EUR;;;${first.invoice_number}`,
      `invoice;no;${last.invoice_number};2027-03-31;${BUYER};21;60,00;12,60;72,60;EUR;${last.due_date};50,00;`,
    ]);
  });

  it('when the period is one day, then only that day is listed; a period of no documents is the header alone', async () => {
    expect(linesOf((await file('journal', 'from=2027-03-31&to=2027-03-31')).body).map((line) => line.split(';')[2])).toEqual([last.invoice_number]);
    const empty = await file('journal', 'from=2027-03-20&to=2027-03-30');
    expect([empty.headers['content-disposition'], empty.body.split('\r\n').length]).toEqual([
      'attachment; filename="journal-2027-03-20_2027-03-30.csv"',
      2,
    ]);
  });
});

describe('the payments of a period', () => {
  it('when a month is asked, then each payment and reversal (negative) of its days is listed by day with its document, buyer, reference, source and note', async () => {
    const answer = await file('payments');
    expect([answer.statusCode, answer.headers['content-disposition']]).toEqual([200, 'attachment; filename="payments-2027-03.csv"']);
    expect(answer.body.split('\r\n')[0]).toBe(
      '\uFEFFpaid_on;amount;document_type;document_number;pre_invoice_number;buyer_name;company_code;reference;source;note;payment_id;reverses_payment_id',
    );
    const kalnas = '"Kalnas; ""Dūmai"" UAB";304000111';
    expect(linesOf(answer.body)).toEqual([
      `2027-03-01;20,00;invoice;${first.invoice_number};;${kalnas};${first.invoice_number};manual;'=1+2;${payment.first};`,
      `2027-03-02;-20,00;invoice;${first.invoice_number};;${kalnas};${first.invoice_number};reversal;Wrong invoice;${payment.reversal};${payment.first}`,
      `2027-03-31;50,00;invoice;${last.invoice_number};;Baltic Smoke UAB;300000001;SEB 123;manual;;${payment.last};`,
      `2027-03-31;30,00;pre_invoice;${preInvoice};${preInvoice};Baltic Smoke UAB;300000001;;manual;;${payment.pre};`,
    ]);
  });
});

describe('refusals', () => {
  it('when the period is reversed, longer than a year or not a day, then 400 says why and no file is made', async () => {
    for (const name of ['journal', 'payments'] as const) {
      const reversed = await file(name, 'from=2027-03-31&to=2027-03-01');
      expect([reversed.statusCode, reversed.json().details]).toEqual([400, { to: 'The start date must not be after the end date' }]);
      const long = await file(name, 'from=2026-01-01&to=2027-03-31');
      expect([long.statusCode, long.headers['content-disposition']]).toEqual([400, undefined]);
      expect(long.json().details.to).toBeDefined();
      expect((await file(name, 'from=2027-02-30&to=2027-03-31')).statusCode).toBe(400);
      expect((await file(name, '')).statusCode).toBe(400);
    }
  });

  it('when a customer or no one asks, then 403 and 401', async () => {
    const { token } = await login(t.app, (await createUser(t.db)).email);
    for (const name of ['journal', 'payments'] as const) {
      expect((await file(name, MARCH, token)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/invoices/admin/${name}.csv?${MARCH}` })).statusCode).toBe(401);
    }
  });
});

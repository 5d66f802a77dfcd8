import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lithuanianDate, monthPeriod } from '@shop/domain';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { invoicedOrder, type InvoicedOrder } from '../../test/invoiced.ts';
import { invoiceCopies } from '../../test/issued-in-bulk.ts';
import { EXPORT_BATCH_SIZE } from './document-export.ts';

// Decision 097: each document list's filtered view as a CSV file, every matching
// row (not one page), newest first, through the shop's one CSV writer.

// Documents are dated by the real clock: the month of the test is this month.
const today = lithuanianDate(new Date());
const month = monthPeriod(today.slice(0, 7));
const thisMonth = `from=${month.from}&to=${month.to}`;
let t: TestApp;
let admin: string;
let first: InvoicedOrder;
const COPIES = EXPORT_BATCH_SIZE + 150;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
  first = await invoicedOrder(t, admin);
  // More invoices than one batch, all created in the same moment as the first: the keyset must go by id too.
  await invoiceCopies(
    t.db,
    first.invoice.id,
    Array.from({ length: COPIES }, (_, i) => ({ number: `HW-2027-9${String(i).padStart(4, '0')}`, date: today })),
  );
}, 120_000);
afterAll(async () => t.close());

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
/** The file's lines after its header, split into fields. */
const rowsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1, -1)
    .map((line) => line.split(';'));

describe('the invoices list as a CSV file', () => {
  it('when the list holds more invoices than a batch, all made in one moment, then the file lists every one exactly once, newest first as the list', async () => {
    const answer = await get('/api/invoices/admin/export.csv');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="invoices-${today}.csv"`);
    expect(answer.body.startsWith('\uFEFFnumber;order_number;issue_date;due_date;status;overdue;buyer_name;buyer_email;')).toBe(true);
    const numbers = rowsOf(answer.body).map((row) => row[0]);
    expect(numbers).toHaveLength(COPIES + 1);
    expect(new Set(numbers).size).toBe(COPIES + 1);
    const page = (await get('/api/invoices/admin/all?limit=200')).json().invoices as Array<{ invoice_number: string }>;
    expect(numbers.slice(0, 200)).toEqual(page.map((row) => row.invoice_number));
    expect(numbers.at(-1)).toBe(first.invoice.invoice_number);
  });

  it('when filtered by words, order, status and a month, then only the matching invoices come, in the decimal comma, named for the month', async () => {
    const { order_id } = await t.db.selectFrom('invoices').select('order_id').where('id', '=', first.invoice.id).executeTakeFirstOrThrow();
    const answer = await get(`/api/invoices/admin/export.csv?search=${first.invoice.invoice_number}&order_id=${order_id}&status=sent&${thisMonth}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="invoices-${today.slice(0, 7)}.csv"`);
    const rows = rowsOf(answer.body);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slice(0, 5)).toEqual([first.invoice.invoice_number, expect.any(String), today, expect.any(String), 'sent']);
    // 3 × €15 + 3 × €15 + €30 fee = €120.00 net, €25.20 VAT, €145.20; nothing paid, all open.
    expect(rows[0]?.slice(8)).toEqual(['120,00', '25,20', '145,20', '0,00', '145,20', '', 'EUR']);
    const none = await get('/api/invoices/admin/export.csv?from=2020-01-01&to=2020-01-31');
    expect(rowsOf(none.body)).toEqual([]);
  });

  it('when a buyer’s name starts like a formula, then the file defuses it', async () => {
    await t.db.updateTable('invoices').set({ buyer_name: '=HYPERLINK("http://x")' }).where('id', '=', first.invoice.id).execute();
    const answer = await get(`/api/invoices/admin/export.csv?search=${first.invoice.invoice_number}`);
    expect(answer.body).toContain(`;"'=HYPERLINK(""http://x"")";`);
  });

  it('when the filters are malformed or a customer asks, then it is refused before any byte (400, 403)', async () => {
    for (const query of ['from=2027-06-30&to=2027-06-01', 'status=lost', 'user_id=abc', `search=${'x'.repeat(201)}`])
      expect((await get(`/api/invoices/admin/export.csv?${query}`)).statusCode, query).toBe(400);
    expect((await get('/api/invoices/admin/export.csv', first.token)).statusCode).toBe(403);
  });
});

describe('the pre-invoices and credit notes lists as CSV files', () => {
  it('when a credit note is issued, then its file lists it with the invoice it corrects; the pre-invoices file has its header', async () => {
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/admin/${first.invoice.id}/credit-note`,
      headers: bearer(admin),
      payload: { reason: 'Returned' },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const notes = await get(`/api/credit-notes/admin/export.csv?${thisMonth}`);
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.headers['content-disposition']).toBe(`attachment; filename="credit-notes-${today.slice(0, 7)}.csv"`);
    const rows = rowsOf(notes.body);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[1]).toBe(first.invoice.invoice_number);
    expect(rows[0]?.[8]).toBe('-145,20');
    const preInvoices = await get('/api/pre-invoices/admin/export.csv?status=sent');
    expect(preInvoices.statusCode, preInvoices.body).toBe(200);
    expect(preInvoices.body.startsWith('\uFEFFnumber;order_number;issue_date;valid_until;status;')).toBe(true);
    expect((await get('/api/credit-notes/admin/export.csv?from=2027-06-30&to=2027-06-01')).statusCode).toBe(400);
  });
});

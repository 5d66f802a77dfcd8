import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type ReceivablesRow } from '@shop/domain';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';
import { addToCart, checkoutBody, shopper, type Shopper } from '../../test/shoppers.ts';
import { receivablesPageQuery, receivablesTotalQuery } from './receivables.repository.ts';

// Decision 080: what each customer owes, aged on a fixed day, and a customer's own balance.

const AS_OF = '2026-10-15';
const clock = new Date(`${AS_OF}T10:00:00Z`);
let t: TestApp;
let admin: string;

const call = (token: string, url: string, method: 'GET' | 'POST' | 'PATCH' = 'GET', payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const ok = async (token: string, url: string, method: 'GET' | 'POST' | 'PATCH' = 'GET', payload?: object) => {
  const response = await call(token, url, method, payload);
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
};
const cents = (euros: number) => Math.round(euros * 100);

interface Issued {
  id: number;
  number: string;
  totalCents: number;
  sku: string;
}

/** An invoice of `who`'s new order of two packs, due `daysPastDue` days before AS_OF (its due date set as its terms would). */
async function invoiceOf(who: Shopper, daysPastDue: number): Promise<Issued> {
  const [product] = await createProducts(t.db, 1, { stock: 50, wholesale_price_cents: 1500 });
  await addToCart(t.app, who, product!, 2);
  const { order } = await ok(who.token, '/api/orders', 'POST', checkoutBody(who));
  await ok(admin, `/api/orders/admin/${order.id}/status`, 'PATCH', { status: 'ended' });
  const { invoice } = await ok(admin, `/api/invoices/order/${order.id}`);
  await t.db
    .updateTable('invoices')
    .set({ due_date: addDays(AS_OF, -daysPastDue) })
    .where('id', '=', invoice.id)
    .execute();
  return { id: invoice.id, number: invoice.invoice_number, totalCents: cents(invoice.total_amount), sku: invoice.items[0].sku };
}

let alfa: Shopper;
let beta: Shopper;
let gama: Shopper;
/** Alfa's invoices by days past due on AS_OF, and what each has open (cents). */
const open = new Map<string, number>();
const alfaInvoices = new Map<string, Issued>();
let creditedCents = 0;
let paidInvoice: Issued;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => clock });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
  [alfa, beta, gama] = [await shopper(t.app, t.db), await shopper(t.app, t.db), await shopper(t.app, t.db)];
  for (const [who, name, code] of [
    [alfa, 'Alfa UAB', '111111111'],
    [beta, 'Beta UAB', '222222222'],
    [gama, 'Gama UAB', '333333333'],
  ] as const)
    await t.db.updateTable('users').set({ company_name: name, company_reg_number: code }).where('id', '=', who.userId).execute();
  await t.db.updateTable('users').set({ credit_limit_cents: 50_000 }).where('id', '=', beta.userId).execute();

  // Alfa: one invoice on each side of every bucket's edge, one partly paid, one credited.
  for (const days of [0, 30, 31, 60, 61, 90, 91]) {
    const invoice = await invoiceOf(alfa, days);
    alfaInvoices.set(String(days), invoice);
    open.set(String(days), invoice.totalCents);
  }
  await ok(admin, `/api/invoices/admin/${alfaInvoices.get('30')!.id}/payments`, 'POST', { amount: 10, paid_on: '2026-10-01' });
  open.set('30', open.get('30')! - 1000);
  const credited = alfaInvoices.get('31')!;
  const note = await ok(admin, `/api/invoices/admin/${credited.id}/credit-note`, 'POST', {
    reason: 'One pack damaged',
    items: [{ sku: credited.sku, quantity: 1 }],
    goods_returned: true,
  });
  creditedCents = -cents(note.creditNote.total_amount);
  open.set('31', open.get('31')! - creditedCents);
  // Cancelled and paid invoices owe nothing.
  const cancelled = await invoiceOf(alfa, 100);
  await ok(admin, `/api/invoices/admin/${cancelled.id}/status`, 'PATCH', { status: 'cancelled', reason: 'Issued by mistake' });
  paidInvoice = await invoiceOf(alfa, 100);
  await ok(admin, `/api/invoices/admin/${paidInvoice.id}/payments`, 'POST', { amount: paidInvoice.totalCents / 100, paid_on: '2026-10-10' });

  open.set('beta', (await invoiceOf(beta, -10)).totalCents);
  open.set('gama', (await invoiceOf(gama, 5)).totalCents);
}, 120_000);
afterAll(async () => t.close());

const alfaOpen = () => ['0', '30', '31', '60', '61', '90', '91'].reduce((sum, days) => sum + open.get(days)!, 0);
const euros = (c: number) => c / 100;
const rowOf = (rows: ReceivablesRow[], userId: number) => rows.find((row) => row.user_id === userId)!;

describe('what each customer owes, aged on a day', () => {
  it('when invoices are exactly 0, 30, 31, 60, 61, 90 and 91 days past due, then each falls in its bucket; partly paid and credited invoices count what is left; cancelled and paid ones are left out', async () => {
    const answer = await ok(admin, `/api/invoices/admin/receivables?as_of=${AS_OF}`);
    expect(answer.as_of).toBe(AS_OF);
    const row = rowOf(answer.customers, alfa.userId);
    const at = (days: string) => open.get(days)!;
    expect(row).toEqual({
      user_id: alfa.userId,
      company_name: 'Alfa UAB',
      company_code: '111111111',
      credit_limit: null,
      open_amount: euros(alfaOpen()),
      overdue_amount: euros(alfaOpen() - at('0')),
      buckets: {
        not_due: euros(at('0')),
        days_1_30: euros(at('30')),
        days_31_60: euros(at('31') + at('60')),
        days_61_90: euros(at('61') + at('90')),
        over_90: euros(at('91')),
      },
      invoices: 7,
      oldest_due_date: addDays(AS_OF, -91),
      oldest_days_overdue: 91,
    });
    expect(creditedCents).toBeGreaterThan(0);
    expect(at('30')).toBe(alfaInvoices.get('30')!.totalCents - 1000);
  });

  it('when the day moves on by one, then every edge invoice moves to the next bucket', async () => {
    const row = rowOf((await ok(admin, `/api/invoices/admin/receivables?as_of=${addDays(AS_OF, 1)}`)).customers, alfa.userId);
    const at = (days: string) => open.get(days)!;
    expect(row.buckets).toEqual({
      not_due: 0,
      days_1_30: euros(at('0')),
      days_31_60: euros(at('30') + at('31')),
      days_61_90: euros(at('60') + at('61')),
      over_90: euros(at('90') + at('91')),
    });
    expect(row.oldest_days_overdue).toBe(92);
  });

  it('when no day is asked, then it is today in Lithuania; the total row sums every customer with something open', async () => {
    const answer = await ok(admin, '/api/invoices/admin/receivables');
    expect(answer.as_of).toBe(AS_OF);
    expect(answer.customers.map((row: ReceivablesRow) => row.user_id).sort()).toEqual([alfa.userId, beta.userId, gama.userId].sort());
    const all = alfaOpen() + open.get('beta')! + open.get('gama')!;
    expect(answer.total).toEqual({
      customers: 3,
      open_amount: euros(all),
      overdue_amount: euros(alfaOpen() - open.get('0')! + open.get('gama')!),
      buckets: {
        not_due: euros(open.get('0')! + open.get('beta')!),
        days_1_30: euros(open.get('30')! + open.get('gama')!),
        days_31_60: euros(open.get('31')! + open.get('60')!),
        days_61_90: euros(open.get('61')! + open.get('90')!),
        over_90: euros(open.get('91')!),
      },
      invoices: 9,
      oldest_due_date: addDays(AS_OF, -91),
      oldest_days_overdue: 91,
    });
    expect(rowOf(answer.customers, beta.userId)).toMatchObject({ credit_limit: 500, overdue_amount: 0, oldest_days_overdue: 0 });
    expect(answer.pagination).toEqual({ page: 1, limit: 50, total: 3, pages: 1 });
  });

  it('when sorted by company, open, overdue or oldest, either way, then the customers come in that order; a page holds `limit` of them and the total row stays whole, also on a page past the last', async () => {
    const order = async (query: string) =>
      (await ok(admin, `/api/invoices/admin/receivables?as_of=${AS_OF}&${query}`)).customers.map((row: ReceivablesRow) => row.company_name);
    expect(await order('sort=company')).toEqual(['Alfa UAB', 'Beta UAB', 'Gama UAB']);
    expect(await order('sort=company&order=desc')).toEqual(['Gama UAB', 'Beta UAB', 'Alfa UAB']);
    expect(await order('sort=open')).toEqual([
      'Alfa UAB',
      ...(open.get('beta')! >= open.get('gama')! ? ['Beta UAB', 'Gama UAB'] : ['Gama UAB', 'Beta UAB']),
    ]);
    expect(await order('sort=overdue')).toEqual(['Alfa UAB', 'Gama UAB', 'Beta UAB']);
    expect(await order('sort=overdue&order=asc')).toEqual(['Beta UAB', 'Gama UAB', 'Alfa UAB']);
    expect(await order('sort=oldest')).toEqual(['Alfa UAB', 'Gama UAB', 'Beta UAB']);
    expect(await order('sort=oldest&order=asc')).toEqual(['Beta UAB', 'Gama UAB', 'Alfa UAB']);
    const second = await ok(admin, `/api/invoices/admin/receivables?as_of=${AS_OF}&sort=company&limit=2&page=2`);
    expect([second.customers.map((row: ReceivablesRow) => row.company_name), second.pagination, second.total.customers]).toEqual([
      ['Gama UAB'],
      { page: 2, limit: 2, total: 3, pages: 2 },
      3,
    ]);
    const past = await ok(admin, `/api/invoices/admin/receivables?as_of=${AS_OF}&page=3&limit=2`);
    expect([past.customers, past.total]).toEqual([[], (await ok(admin, `/api/invoices/admin/receivables?as_of=${AS_OF}`)).total]);
  });

  it('when the day, the sort or the page is wrong, then 400 and no answer', async () => {
    for (const query of ['as_of=2026-02-30', 'as_of=15.10.2026', 'sort=name', 'order=up', 'limit=201', 'page=0']) {
      const refused = await call(admin, `/api/invoices/admin/receivables?${query}`);
      expect([refused.statusCode, refused.json().reason], query).toEqual([400, 'invalidFields']);
    }
    expect((await call(admin, '/api/invoices/admin/receivables?as_of=2026-02-30')).json().detail_reasons).toEqual({ as_of: 'dateInvalid' });
    expect((await call(admin, '/api/invoices/admin/receivables.csv?lang=de')).statusCode).toBe(400);
  });

  it('when a customer or a visitor asks for the receivables or their CSV, then 403 and 401', async () => {
    for (const url of ['/api/invoices/admin/receivables', '/api/invoices/admin/receivables.csv']) {
      expect((await call(alfa.token, url)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});

describe('the receivables as CSV', () => {
  it('when downloaded in Lithuanian, then it is UTF-8 with a BOM, `;` between fields, decimal commas, one line a customer and the total row last', async () => {
    const response = await call(admin, `/api/invoices/admin/receivables.csv?as_of=${AS_OF}&sort=company&lang=lt`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receivables-${AS_OF}.csv"`);
    expect(response.body.startsWith('\uFEFFĮmonė;Įmonės kodas;Kredito limitas;Neapmokėta suma;Pradelsta;')).toBe(true);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.at(-1)).toBe('');
    const comma = (c: number) => (c / 100).toFixed(2).replace('.', ',');
    const at = (days: string) => open.get(days)!;
    expect(lines[1]).toBe(
      [
        'Alfa UAB',
        '111111111',
        '',
        comma(alfaOpen()),
        comma(alfaOpen() - at('0')),
        comma(at('0')),
        comma(at('30')),
        comma(at('31') + at('60')),
        comma(at('61') + at('90')),
        comma(at('91')),
        '7',
        addDays(AS_OF, -91),
        '91',
      ].join(';'),
    );
    expect(lines[2]).toMatch(/^Beta UAB;222222222;500,00;/);
    expect(lines[4]).toMatch(new RegExp(`^Iš viso;;;${comma(alfaOpen() + at('beta') + at('gama'))};`));
    expect(lines).toHaveLength(6);
  });

  it('when no language is asked, then the header is English', async () => {
    const response = await call(admin, `/api/invoices/admin/receivables.csv?as_of=${AS_OF}`);
    expect(response.body.startsWith('\uFEFFCompany;Company code;Credit limit;Open;Overdue;Not due;1-30 days;')).toBe(true);
    expect(response.body).toContain('\r\nTotal;;;');
  });
});

describe('reading only open invoices', () => {
  it('when the receivables are read, then both statements go through the partial index invoices_open, on SQLite without reading the table', async () => {
    const statements = [
      receivablesPageQuery(t.db, AS_OF, 'overdue', 'desc', { limit: 50, offset: 0 }).compile(),
      receivablesTotalQuery(t.db, AS_OF).compile(),
    ];
    for (const statement of statements) {
      const plan = await t.db.transaction().execute(async (trx) => {
        // A test's few rows would be read whole; the question is whether the index can serve the statement.
        if (t.engine === 'postgres') await sql`set local enable_seqscan = off`.execute(trx);
        const explain = t.engine === 'postgres' ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN';
        const { rows } = await trx.executeQuery<Record<string, unknown>>(CompiledQuery.raw(`${explain} ${statement.sql}`, [...statement.parameters]));
        return rows.map((row) => String(row['QUERY PLAN'] ?? row.detail)).join('\n');
      });
      // The index holds the amounts summed: the table's rows, snapshots and all, stay unread.
      expect(plan).toContain(t.engine === 'sqlite' ? 'USING COVERING INDEX invoices_open' : 'invoices_open');
    }
  });
});

describe("a customer's own balance", () => {
  it('when a customer opens its balance, then it sees only its own open invoices, oldest due first, with what is paid, open, days overdue and its PDF; and its payments, newest first', async () => {
    const answer = await ok(alfa.token, '/api/account/balance');
    expect(answer.as_of).toBe(AS_OF);
    expect(answer.totals).toEqual({
      open_amount: euros(alfaOpen()),
      overdue_amount: euros(alfaOpen() - open.get('0')!),
      open_invoices: 7,
      overdue_invoices: 6,
      credit_limit: null,
    });
    expect(answer.invoices.map((invoice: { id: number }) => invoice.id)).toEqual(
      ['91', '90', '61', '60', '31', '30', '0'].map((days) => alfaInvoices.get(days)!.id),
    );
    const partly = alfaInvoices.get('30')!;
    expect(answer.invoices[5]).toEqual({
      id: partly.id,
      invoice_number: partly.number,
      issue_date: AS_OF,
      due_date: addDays(AS_OF, -30),
      total_amount: euros(partly.totalCents),
      credited_amount: 0,
      paid_amount: 10,
      open_amount: euros(partly.totalCents - 1000),
      days_overdue: 30,
      is_overdue: true,
      pdf: `/invoices/${partly.id}/pdf`,
    });
    expect(answer.invoices[4]).toMatchObject({ credited_amount: euros(creditedCents), open_amount: euros(open.get('31')!) });
    expect(answer.invoices[6]).toMatchObject({ days_overdue: 0, is_overdue: false });
    expect(answer.invoices_capped).toBe(false);
    expect(answer.payments).toEqual([
      expect.objectContaining({
        paid_on: '2026-10-10',
        amount: euros(paidInvoice.totalCents),
        document_number: paidInvoice.number,
        is_reversal: false,
      }),
      expect.objectContaining({ paid_on: '2026-10-01', amount: 10, document_number: partly.number, is_reversal: false }),
    ]);
    const pdf = await call(alfa.token, `/api${answer.invoices[0].pdf}`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
  });

  it("when another customer opens its balance, then it sees its own invoice and limit, none of Alfa's, and cannot download Alfa's PDF", async () => {
    const answer = await ok(beta.token, '/api/account/balance');
    expect(answer.totals).toEqual({
      open_amount: euros(open.get('beta')!),
      overdue_amount: 0,
      open_invoices: 1,
      overdue_invoices: 0,
      credit_limit: 500,
    });
    expect(answer.invoices).toHaveLength(1);
    expect(answer.invoices[0]).toMatchObject({ days_overdue: 0, is_overdue: false, due_date: addDays(AS_OF, 10) });
    expect(answer.payments).toEqual([]);
    expect((await call(beta.token, `/api/invoices/${alfaInvoices.get('0')!.id}/pdf`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/balance' })).statusCode).toBe(401);
  });
});

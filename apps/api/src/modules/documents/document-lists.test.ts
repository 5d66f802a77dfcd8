import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfill } from '../../db/migrations/2026-12-01-document-search.ts';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { createProducts } from '../../test/products.ts';

// Decision 067: the document lists are paged, filtered and searched on the server, and each
// row is what a list shows, never the document's snapshots.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

let companies = 0;

/** A customer of its own company, VAT code and city (set before it orders, so the snapshots carry them). */
async function buyer(company = `Testas ${process.pid}-${++companies} UAB`, city = 'Kaunas') {
  const user = await createUser(t.db);
  await t.db
    .updateTable('users')
    .set({ company_name: company, tax_id: `LT${100000000 + ++companies}`, billing_city: city })
    .where('id', '=', user.id)
    .execute();
  const { token } = await login(t.app, user.email);
  const address = await call(token, 'POST', '/api/users/addresses', {
    address_name: 'Parduotuvė',
    street_address: 'Gedimino pr. 1',
    city: 'Vilnius',
    country: 'Lithuania',
    tobacco_license: `TL-${process.pid}-${companies}`,
  });
  return { user, token, addressId: address.json().address.id as number, vat: `LT${100000000 + companies}` };
}
type Buyer = Awaited<ReturnType<typeof buyer>>;

async function orderBy(who: Buyer, status?: 'confirmed' | 'ended') {
  const [product] = await createProducts(t.db, 1, { stock: 100 });
  await call(who.token, 'POST', '/api/cart/add', { product_id: product, quantity: 1 });
  const placed = await call(who.token, 'POST', '/api/orders', { shipping_address_id: who.addressId, accept_tax_notice: true });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().order as { id: number; order_number: string };
  if (status) expect((await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status })).statusCode).toBe(200);
  return order;
}

/** An ended order's invoice. */
async function invoiceOf(who: Buyer) {
  const order = await orderBy(who, 'ended');
  const invoice = (await call(admin, 'GET', `/api/invoices/order/${order.id}`)).json().invoice as { id: number; invoice_number: string };
  return { ...invoice, order };
}

async function preInvoiceOf(who: Buyer) {
  const order = await orderBy(who, 'confirmed');
  const created = await call(admin, 'POST', `/api/orders/admin/${order.id}/create-pre-invoice`, {});
  expect(created.statusCode).toBe(201);
  return { ...(created.json().preInvoice as { id: number; pre_invoice_number: string }), order };
}

interface Listed {
  pagination: { page: number; limit: number; total: number; pages: number; capped?: boolean };
  [list: string]: unknown;
}
async function list(token: string, path: string) {
  const response = await call(token, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Listed;
}
const rowsOf = (answer: Listed, key: 'invoices' | 'preInvoices' | 'creditNotes') => answer[key] as Array<Record<string, unknown> & { id: number }>;
const ids = async (path: string, key: 'invoices' | 'preInvoices' | 'creditNotes' = 'invoices', token = admin) =>
  rowsOf(await list(token, path), key).map((row) => row.id);

const SNAPSHOTS = ['items', 'seller', 'buyer', 'customer_snapshot', 'billing_address', 'shipping_address', 'issued_by', 'notes'];

describe("the administrators' invoices list", () => {
  it('when words are searched in any order, without Lithuanian letters or in capitals, then the buyer’s invoices are found and no others', async () => {
    const smoke = await buyer('Šešėlių Kampas UAB', 'Šiauliai');
    const other = await buyer();
    const mine = await invoiceOf(smoke);
    const theirs = await invoiceOf(other);
    for (const search of ['seseliu kampas', 'KAMPAS ŠEŠĖLIŲ', 'kampas siauliai', smoke.vat.toLowerCase(), smoke.user.email.toUpperCase()]) {
      const found = await ids(`/api/invoices/admin/all?search=${encodeURIComponent(search)}`);
      expect(found, search).toContain(mine.id);
      expect(found, search).not.toContain(theirs.id);
    }
    expect(await ids(`/api/invoices/admin/all?search=${mine.invoice_number}`)).toEqual([mine.id]);
    expect(await ids(`/api/invoices/admin/all?search=${mine.order.order_number.toLowerCase()}`)).toEqual([mine.id]);
    expect((await list(admin, '/api/invoices/admin/all?search=%25')).pagination.total).toBe(0);
    const [row] = rowsOf(await list(admin, `/api/invoices/admin/all?search=${mine.invoice_number}`), 'invoices');
    expect(row).toMatchObject({ company_name: 'Šešėlių Kampas UAB', email: smoke.user.email, order_number: mine.order.order_number, status: 'sent' });
  });

  it('when the list is read, then each row carries the columns a list shows and none of the snapshots; the invoice by id is whole', async () => {
    const invoice = await invoiceOf(await buyer());
    const [row] = rowsOf(await list(admin, `/api/invoices/admin/all?search=${invoice.invoice_number}`), 'invoices');
    expect(Object.keys(row!).sort()).toEqual(
      [
        'company_name',
        'created_at',
        'due_date',
        'email',
        'id',
        'invoice_number',
        'issue_date',
        'order_id',
        'order_number',
        'paid_date',
        'paid_amount',
        'open_amount',
        'is_overdue',
        'status',
        'subtotal',
        'tax_amount',
        'total_amount',
        'user_id',
      ].sort(),
    );
    for (const key of SNAPSHOTS) expect(row).not.toHaveProperty(key);
    const whole = (await call(admin, 'GET', `/api/invoices/admin/${invoice.id}`)).json().invoice;
    expect(whole.items.length).toBeGreaterThan(0);
    expect(whole.total_amount).toBe(row!.total_amount);
  });

  it('when filtered by status, customer and order, then only those invoices are listed', async () => {
    const who = await buyer();
    const [a, b] = [await invoiceOf(who), await invoiceOf(who)];
    await call(admin, 'PATCH', `/api/invoices/admin/${a.id}/status`, { status: 'paid' });
    const of = `user_id=${who.user.id}`;
    expect(await ids(`/api/invoices/admin/all?${of}`)).toEqual([b.id, a.id]);
    expect(await ids(`/api/invoices/admin/all?${of}&status=paid`)).toEqual([a.id]);
    expect(await ids(`/api/invoices/admin/all?${of}&status=sent&search=`)).toEqual([b.id]);
    expect(await ids(`/api/invoices/admin/all?order_id=${b.order.id}`)).toEqual([b.id]);
    const paid = await ids('/api/invoices/admin/all?status=paid&limit=200');
    expect(paid).toContain(a.id);
    expect(paid).not.toContain(b.id);
  });

  it('when a range of days is asked, then the days are Lithuanian ones, both included', async () => {
    const who = await buyer();
    const [late, early] = [await invoiceOf(who), await invoiceOf(who)];
    // 23:30 on the 26th in Vilnius (UTC+2) and 00:30 on the 27th.
    await t.db.updateTable('invoices').set({ created_at: '2026-11-26T21:30:00.000Z' }).where('id', '=', late.id).execute();
    await t.db.updateTable('invoices').set({ created_at: '2026-11-26T22:30:00.000Z' }).where('id', '=', early.id).execute();
    const of = `user_id=${who.user.id}`;
    expect(await ids(`/api/invoices/admin/all?${of}&from=2026-11-26&to=2026-11-26`)).toEqual([late.id]);
    expect(await ids(`/api/invoices/admin/all?${of}&from=2026-11-27&to=2026-11-27`)).toEqual([early.id]);
    expect(await ids(`/api/invoices/admin/all?${of}&from=2026-11-26&to=2026-11-27`)).toEqual([early.id, late.id]);
    expect(await ids(`/api/invoices/admin/all?${of}&to=2026-11-25`)).toEqual([]);
  });

  it('when paged, then each page holds the newest first and the pagination adds up', async () => {
    const who = await buyer();
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await invoiceOf(who)).id);
    const of = `user_id=${who.user.id}&limit=2`;
    const first = await list(admin, `/api/invoices/admin/all?${of}`);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 5, pages: 3 });
    expect(rowsOf(first, 'invoices').map((row) => row.id)).toEqual([made[4], made[3]]);
    expect(await ids(`/api/invoices/admin/all?${of}&page=3`)).toEqual([made[0]]);
    expect(await ids(`/api/invoices/admin/all?${of}&page=4`)).toEqual([]);
    expect((await list(admin, `/api/invoices/admin/all?user_id=${who.user.id}`)).pagination).toMatchObject({ page: 1, limit: 50, total: 5 });
  });

  it('when the query is malformed, then it is a 400 with the field named, never a 500', async () => {
    for (const query of [
      'status=lost',
      'from=2026-02-30',
      'from=2026-11-27&to=2026-11-26',
      'limit=0',
      'limit=201',
      'page=0',
      'user_id=abc',
      `search=${'a'.repeat(201)}`,
    ]) {
      const response = await call(admin, 'GET', `/api/invoices/admin/all?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await call(admin, 'GET', '/api/invoices/admin/all?from=2026-11-27&to=2026-11-26')).json().details).toEqual({
      to: 'The start date must not be after the end date',
    });
    expect((await call(admin, 'GET', '/api/pre-invoices/admin/all?status=lost')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/credit-notes/admin/all?from=nope')).statusCode).toBe(400);
  });
});

describe("a customer's own documents", () => {
  it('when a customer lists invoices, then only their own come, 20 a page, and `?status=` sent empty is every status', async () => {
    const who = await buyer();
    const other = await buyer();
    const mine = [await invoiceOf(who), await invoiceOf(who)];
    await invoiceOf(other);
    const answer = await list(who.token, '/api/invoices?status=');
    expect(rowsOf(answer, 'invoices').map((row) => row.id)).toEqual([mine[1]!.id, mine[0]!.id]);
    expect(answer.pagination).toEqual({ page: 1, limit: 20, total: 2, pages: 1 });
    expect(await ids('/api/invoices?limit=1&page=2', 'invoices', who.token)).toEqual([mine[0]!.id]);
    expect(await ids('/api/invoices?status=paid', 'invoices', who.token)).toEqual([]);
    // A customer's filters are theirs only: another customer's id is not a parameter of this list.
    expect(await ids(`/api/invoices?user_id=${other.user.id}`, 'invoices', who.token)).toEqual([mine[1]!.id, mine[0]!.id]);
    expect((await call(who.token, 'GET', '/api/invoices?limit=101')).statusCode).toBe(400);
    expect((await call(who.token, 'GET', '/api/invoices?status=lost')).statusCode).toBe(400);
    expect((await call(who.token, 'GET', '/api/invoices/admin/all')).statusCode).toBe(403);
  });

  it('when a customer lists pre-invoices, then only their own come, paged, as rows', async () => {
    const who = await buyer();
    const other = await buyer();
    const [a, b] = [await preInvoiceOf(who), await preInvoiceOf(who)];
    await preInvoiceOf(other);
    const answer = await list(who.token, '/api/pre-invoices?limit=1');
    expect(answer.pagination).toEqual({ page: 1, limit: 1, total: 2, pages: 2 });
    const [row] = rowsOf(answer, 'preInvoices');
    expect(row).toMatchObject({ id: b.id, pre_invoice_number: b.pre_invoice_number, status: 'draft', is_expired: false, order_invoiced: false });
    for (const key of SNAPSHOTS) expect(row).not.toHaveProperty(key);
    expect(await ids('/api/pre-invoices?page=2&limit=1', 'preInvoices', who.token)).toEqual([a.id]);
  });
});

describe("the administrators' pre-invoices and credit notes lists", () => {
  it('when pre-invoices are searched and filtered, then the matching ones come, each saying whether its order has its invoice', async () => {
    const who = await buyer('Ąžuolų Dūmas MB');
    const [kept, converted] = [await preInvoiceOf(who), await preInvoiceOf(who)];
    expect((await call(admin, 'POST', `/api/pre-invoices/admin/${converted.id}/convert`)).statusCode).toBe(201);
    expect(await ids('/api/pre-invoices/admin/all?search=azuolu%20dumas', 'preInvoices')).toEqual([converted.id, kept.id]);
    const draft = rowsOf(await list(admin, `/api/pre-invoices/admin/all?search=azuolu&status=draft`), 'preInvoices');
    expect(draft.map((row) => [row.id, row.order_invoiced])).toEqual([[kept.id, false]]);
    const done = rowsOf(await list(admin, `/api/pre-invoices/admin/all?order_id=${converted.order.id}`), 'preInvoices');
    expect(done.map((row) => [row.id, row.status, row.order_invoiced])).toEqual([[converted.id, 'converted', true]]);
    expect(await ids(`/api/pre-invoices/admin/all?search=${kept.pre_invoice_number}`, 'preInvoices')).toEqual([kept.id]);
  });

  it('when credit notes are listed, then they are searched by their buyer and number, filtered by invoice, and a customer sees only their own', async () => {
    const who = await buyer('Žalioji Arbatinė UAB');
    const invoice = await invoiceOf(who);
    const other = await invoiceOf(await buyer());
    const note = (await call(admin, 'POST', `/api/invoices/admin/${invoice.id}/credit-note`, { reason: 'Sugadinta' })).json().creditNote;
    await call(admin, 'POST', `/api/invoices/admin/${other.id}/credit-note`, { reason: 'Kita' });
    expect(await ids('/api/credit-notes/admin/all?search=zalioji%20arbatine', 'creditNotes')).toEqual([note.id]);
    expect(await ids(`/api/credit-notes/admin/all?search=${note.credit_note_number}`, 'creditNotes')).toEqual([note.id]);
    const [row] = rowsOf(await list(admin, `/api/credit-notes/admin/all?invoice_id=${invoice.id}`), 'creditNotes');
    expect(row).toMatchObject({ id: note.id, invoice_number: invoice.invoice_number, company_name: 'Žalioji Arbatinė UAB', reason: 'Sugadinta' });
    for (const key of SNAPSHOTS) expect(row).not.toHaveProperty(key);
    expect(await ids(`/api/credit-notes/admin/all?user_id=${who.user.id}`, 'creditNotes')).toEqual([note.id]);
    const own = await list(who.token, `/api/credit-notes?order_id=${invoice.order.id}`);
    expect([rowsOf(own, 'creditNotes').map((r) => r.id), own.pagination.total]).toEqual([[note.id], 1]);
    expect(await ids(`/api/credit-notes?order_id=${other.order.id}`, 'creditNotes', who.token)).toEqual([]);
  });
});

describe('documents issued before the search', () => {
  it('when the migration writes existing documents, then they are found and listed with their buyer', async () => {
    const who = await buyer('Senoji Pypkė UAB', 'Panevėžys');
    const invoice = await invoiceOf(who);
    const pre = await preInvoiceOf(who);
    const blank = { buyer_name: '', buyer_email: '', search_text: '' };
    await t.db.updateTable('invoices').set(blank).where('id', '=', invoice.id).execute();
    await t.db.updateTable('pre_invoices').set(blank).where('id', '=', pre.id).execute();
    expect(await ids('/api/invoices/admin/all?search=senoji%20pypke')).toEqual([]);
    const untyped = t.db as unknown as Kysely<unknown>;
    await backfill(untyped, 'invoices', 'invoice_number');
    await backfill(untyped, 'pre_invoices', 'pre_invoice_number');
    const [row] = rowsOf(await list(admin, '/api/invoices/admin/all?search=pypke%20panevezys'), 'invoices');
    expect(row).toMatchObject({ id: invoice.id, company_name: 'Senoji Pypkė UAB', email: who.user.email });
    expect(await ids(`/api/pre-invoices/admin/all?search=${pre.order.order_number}`, 'preInvoices')).toEqual([pre.id]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { invoicedOrder } from '../../test/invoices.ts';
import { createProducts } from '../../test/products.ts';
import { placedOrder } from '../../test/shoppers.ts';

// Decision 078: the document lists' rows say what is paid and open, as the whole document does.

let clock = new Date('2026-10-15T10:00:00Z');
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => clock });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
type Row = { id: number; paid_amount: number; open_amount: number; is_overdue?: boolean };
const rowOf = (rows: Row[], id: number) => rows.find((row) => row.id === id);

describe("the invoices list's money", () => {
  it('when an invoice is partly paid and its due date passes, then its list rows (administrator and customer) say paid, open and overdue as the invoice does', async () => {
    clock = new Date('2026-10-15T10:00:00Z');
    const { invoice, customerToken } = await invoicedOrder(t.app, t.db, admin);
    expect((await call(admin, 'POST', `/api/invoices/admin/${invoice.id}/payments`, { amount: 12.5, paid_on: '2026-10-15' })).statusCode).toBe(201);
    const open = Math.round(invoice.total_amount * 100 - 1250) / 100;

    const listed = async () => ({
      admin: rowOf((await call(admin, 'GET', `/api/invoices/admin/all?order_id=${invoice.order_id}`)).json().invoices, invoice.id),
      own: rowOf((await call(customerToken, 'GET', '/api/invoices')).json().invoices, invoice.id),
      whole: (await call(admin, 'GET', `/api/invoices/admin/${invoice.id}`)).json().invoice as Row,
    });
    const before = await listed();
    expect(before.admin).toMatchObject({ paid_amount: 12.5, open_amount: open, is_overdue: false });
    expect(before.own).toMatchObject({ paid_amount: 12.5, open_amount: open, is_overdue: false });

    // A day after the due date, with the rest still open, the invoice is overdue (its status stays "sent").
    expect(invoice.due_date).not.toBeNull();
    clock = new Date(`${invoice.due_date}T22:30:00Z`);
    const after = await listed();
    expect(after.admin).toMatchObject({ status: 'sent', paid_amount: 12.5, open_amount: open, is_overdue: true });
    expect(after.own).toMatchObject({ is_overdue: true });
    expect(after.whole).toMatchObject({ paid_amount: after.admin?.paid_amount, open_amount: after.admin?.open_amount, is_overdue: true });
  });
});

describe("the pre-invoices list's money", () => {
  it('when a pre-invoice is partly paid, then its list rows (administrator and customer) say paid and what of the prepayment is open', async () => {
    clock = new Date('2026-10-15T10:00:00Z');
    const [product] = await createProducts(t.db, 1, { stock: 50, wholesale_price_cents: 1200 });
    const { order, who } = await placedOrder(t.app, t.db, [[product!, 5]]);
    await call(admin, 'PATCH', `/api/orders/admin/${order.id}/status`, { status: 'confirmed' });
    const pre = (
      await call(admin, 'POST', `/api/orders/admin/${order.id}/create-pre-invoice`, { prepayment_percentage: 50, validity_days: 30 })
    ).json().preInvoice as { id: number; prepayment_amount: number };
    expect((await call(admin, 'POST', `/api/pre-invoices/admin/${pre.id}/payments`, { amount: 10, paid_on: '2026-10-15' })).statusCode).toBe(201);
    const expected = { paid_amount: 10, open_amount: Math.round(pre.prepayment_amount * 100 - 1000) / 100 };
    expect(rowOf((await call(admin, 'GET', `/api/pre-invoices/admin/all?order_id=${order.id}`)).json().preInvoices, pre.id)).toMatchObject(expected);
    expect(rowOf((await call(who.token, 'GET', `/api/pre-invoices?order_id=${order.id}`)).json().preInvoices, pre.id)).toMatchObject(expected);
  });
});

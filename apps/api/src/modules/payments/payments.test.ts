import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { invoicedOrder } from '../../test/invoices.ts';
import { createProducts } from '../../test/products.ts';
import { placedOrder } from '../../test/shoppers.ts';

// Decision 078: payments against invoices and pre-invoices.

let clock = new Date('2026-10-15T10:00:00Z');
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => clock });
  admin = (await login(t.app, (await createUser(t.db, { admin: true })).email)).token;
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(admin), ...headers }, ...(payload ? { payload } : {}) });
const pay = (id: number, amount: number, extra: object = {}) =>
  call('POST', `/api/invoices/admin/${id}/payments`, { amount, paid_on: '2026-10-14', ...extra });
const invoiceOf = async (id: number) => (await call('GET', `/api/invoices/admin/${id}`)).json().invoice;
const cents = (euros: number) => Math.round(euros * 100);
const euros = (c: number) => c / 100;

async function freshInvoice() {
  clock = new Date('2026-10-15T10:00:00Z');
  return (await invoicedOrder(t.app, t.db, admin)).invoice;
}

describe('recording payments on an invoice', () => {
  it('when two partial payments cover the total, then the first leaves the rest open and the second makes the invoice paid on its day', async () => {
    const invoice = await freshInvoice();
    const total = cents(invoice.total_amount);
    const first = await pay(invoice.id, euros(total - 1000), { reference: 'HW-1', note: 'first part' });
    expect(first.statusCode).toBe(201);
    expect(first.json().balance).toEqual({ status: 'sent', paid_amount: euros(total - 1000), open_amount: 10 });
    expect(first.json().payment).toMatchObject({ amount: euros(total - 1000), paid_on: '2026-10-14', reference: 'HW-1', source: 'manual' });
    const second = await call('POST', `/api/invoices/admin/${invoice.id}/payments`, { amount: 10, paid_on: '2026-10-15' });
    expect(second.json().balance).toEqual({ status: 'paid', paid_amount: euros(total), open_amount: 0 });
    const read = await invoiceOf(invoice.id);
    expect([read.status, read.paid_date, read.paid_amount, read.open_amount, read.is_overdue]).toEqual([
      'paid',
      '2026-10-15',
      euros(total),
      0,
      false,
    ]);
    const listed = (await call('GET', `/api/invoices/admin/${invoice.id}/payments`)).json();
    expect(listed.payments.map((p: { amount: number }) => p.amount)).toEqual([euros(total - 1000), 10]);
  });

  it('when a payment is more than is open, then 409 OVERPAYMENT names the open amount and nothing is recorded', async () => {
    const invoice = await freshInvoice();
    await pay(invoice.id, 5);
    const refused = await pay(invoice.id, invoice.total_amount);
    expect([refused.statusCode, refused.json().code, refused.json().reason]).toEqual([409, 'OVERPAYMENT', 'overpayment']);
    expect(refused.json().params).toEqual({ number: invoice.invoice_number, open_amount: (invoice.total_amount - 5).toFixed(2) });
    expect((await invoiceOf(invoice.id)).paid_amount).toBe(5);
  });

  it('when the amount, the day or the fields are wrong, then 400 names them and nothing is recorded', async () => {
    const invoice = await freshInvoice();
    for (const body of [
      { amount: 0, paid_on: '2026-10-14' },
      { amount: -5, paid_on: '2026-10-14' },
      { amount: 1.005, paid_on: '2026-10-14' },
      { amount: '5', paid_on: '2026-10-14' },
      { amount: 5, paid_on: '2026-02-30' },
      { amount: 5 },
      { amount: 5, paid_on: '2026-10-14', extra: true },
    ])
      expect((await call('POST', `/api/invoices/admin/${invoice.id}/payments`, body)).statusCode, JSON.stringify(body)).toBe(400);
    const future = await pay(invoice.id, 5, { paid_on: '2026-10-16' });
    expect([future.statusCode, future.json().reason, future.json().params]).toEqual([400, 'paymentDateInFuture', { paid_on: '2026-10-16' }]);
    expect((await call('POST', '/api/invoices/admin/999999/payments', { amount: 5, paid_on: '2026-10-14' })).statusCode).toBe(404);
    expect((await invoiceOf(invoice.id)).paid_amount).toBe(0);
  });

  it('when a customer tries to record or list payments, then it is refused', async () => {
    const { invoice, customerToken } = await invoicedOrder(t.app, t.db, admin);
    const asCustomer = { authorization: `Bearer ${customerToken}` };
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/admin/${invoice.id}/payments`,
      headers: asCustomer,
      payload: { amount: 1, paid_on: '2026-10-14' },
    });
    expect(recorded.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/invoices/admin/${invoice.id}/payments`, headers: asCustomer })).statusCode).toBe(403);
  });

  it('when the same Idempotency-Key is sent twice, then one payment is recorded and the repeat answers it again', async () => {
    const invoice = await freshInvoice();
    const key = { 'idempotency-key': `payment-press-${invoice.id}` };
    const first = await call('POST', `/api/invoices/admin/${invoice.id}/payments`, { amount: 3, paid_on: '2026-10-14' }, key);
    const again = await call('POST', `/api/invoices/admin/${invoice.id}/payments`, { amount: 3, paid_on: '2026-10-14' }, key);
    expect([first.statusCode, again.statusCode, again.json().payment.id]).toEqual([201, 201, first.json().payment.id]);
    expect((await invoiceOf(invoice.id)).paid_amount).toBe(3);
  });

  it('when an invoice is cancelled, then no payment can be recorded on it', async () => {
    const invoice = await freshInvoice();
    expect((await call('PATCH', `/api/invoices/admin/${invoice.id}/status`, { status: 'cancelled', reason: 'Wrong buyer' })).statusCode).toBe(200);
    const refused = await pay(invoice.id, 1);
    expect([refused.statusCode, refused.json().reason]).toEqual([409, 'paymentOnCancelled']);
  });

  it('when a credit note corrects the invoice, then the open amount falls by it and a payment of the rest makes it paid', async () => {
    const invoice = await freshInvoice();
    const note = await call('POST', `/api/invoices/admin/${invoice.id}/credit-note`, { reason: 'Damaged', discount_amount: 10 });
    expect(note.statusCode).toBe(201);
    const credited = -note.json().creditNote.total_amount;
    const after = await invoiceOf(invoice.id);
    expect([after.credited_amount, after.open_amount]).toEqual([credited, euros(cents(invoice.total_amount) - cents(credited))]);
    expect((await pay(invoice.id, invoice.total_amount)).json().reason).toBe('overpayment');
    expect((await pay(invoice.id, after.open_amount)).json().balance).toEqual({ status: 'paid', paid_amount: after.open_amount, open_amount: 0 });
  });
});

describe('the status chosen by hand', () => {
  it('when an administrator marks an invoice paid, then a payment of what was open is recorded on the day and with the note given', async () => {
    const invoice = await freshInvoice();
    await pay(invoice.id, 4);
    const marked = await call('PATCH', `/api/invoices/admin/${invoice.id}/status`, {
      status: 'paid',
      paid_on: '2026-10-12',
      note: 'Cash at the warehouse',
    });
    expect([marked.statusCode, marked.json().invoice.status, marked.json().invoice.paid_date, marked.json().invoice.open_amount]).toEqual([
      200,
      'paid',
      '2026-10-12',
      0,
    ]);
    const payments = (await call('GET', `/api/invoices/admin/${invoice.id}/payments`)).json().payments;
    expect(payments.map((p: { amount: number; source: string; note: string | null }) => [p.amount, p.source, p.note])).toEqual([
      [4, 'manual', null],
      [euros(cents(invoice.total_amount) - 400), 'status', 'Cash at the warehouse'],
    ]);
  });

  it('when an administrator sets overdue by hand, then the status is kept as the administrator chose, with the amount still open', async () => {
    const invoice = await freshInvoice();
    const set = await call('PATCH', `/api/invoices/admin/${invoice.id}/status`, { status: 'overdue' });
    expect([set.json().invoice.status, set.json().invoice.open_amount]).toEqual(['overdue', invoice.total_amount]);
  });
});

describe('reversing a payment', () => {
  it('when a payment is reversed, then a negative entry names it and the paid invoice is sent again; a second reversal and reversing the reversal are refused', async () => {
    const invoice = await freshInvoice();
    const payment = (await pay(invoice.id, invoice.total_amount)).json().payment;
    const reversed = await call('POST', `/api/payments/admin/${payment.id}/reverse`, { reason: 'Bounced' });
    expect(reversed.statusCode).toBe(201);
    expect(reversed.json().payment).toMatchObject({ amount: -invoice.total_amount, source: 'reversal', reverses_id: payment.id, note: 'Bounced' });
    expect(reversed.json().balance).toEqual({ status: 'sent', paid_amount: 0, open_amount: invoice.total_amount });
    expect((await invoiceOf(invoice.id)).paid_date).toBeNull();
    const again = await call('POST', `/api/payments/admin/${payment.id}/reverse`, { reason: 'Again' });
    expect([again.statusCode, again.json().reason]).toEqual([409, 'paymentAlreadyReversed']);
    const ofReversal = await call('POST', `/api/payments/admin/${reversed.json().payment.id}/reverse`, { reason: 'Undo' });
    expect([ofReversal.statusCode, ofReversal.json().reason]).toEqual([409, 'paymentReversalFinal']);
    expect((await call('POST', `/api/payments/admin/${payment.id}/reverse`, { reason: '  ' })).statusCode).toBe(400);
    expect((await call('POST', '/api/payments/admin/999999/reverse', { reason: 'x' })).statusCode).toBe(404);
    const listed = (await call('GET', `/api/invoices/admin/${invoice.id}/payments`)).json().payments;
    expect(listed[0].reversed_by_id).toBe(reversed.json().payment.id);
  });

  it('when payments are recorded and reversed, then the audit log keeps each on the invoice', async () => {
    const invoice = await freshInvoice();
    const payment = (await pay(invoice.id, 2)).json().payment;
    await call('POST', `/api/payments/admin/${payment.id}/reverse`, { reason: 'Typo' });
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'invoice')
      .where('entity_id', '=', String(invoice.id))
      .where('action', 'like', 'payment.%')
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['payment.record', 'payment.reverse']);
  });
});

describe("a pre-invoice's payment", () => {
  it('when a pre-invoice is paid and its order then invoiced, then the payment is carried to the invoice, which is paid in full', async () => {
    clock = new Date('2026-10-15T10:00:00Z');
    const [product] = await createProducts(t.db, 1, { stock: 50, wholesale_price_cents: 1200 });
    const { order } = await placedOrder(t.app, t.db, [[product!, 5]]);
    await call('PATCH', `/api/orders/admin/${order.id}/status`, { status: 'confirmed' });
    const pre = (await call('POST', `/api/orders/admin/${order.id}/create-pre-invoice`, { prepayment_percentage: 100, validity_days: 30 })).json()
      .preInvoice;
    const paid = await call('POST', `/api/pre-invoices/admin/${pre.id}/payments`, {
      amount: pre.prepayment_amount,
      paid_on: '2026-10-13',
      reference: pre.pre_invoice_number,
    });
    expect(paid.json().balance).toEqual({ status: 'paid', paid_amount: pre.prepayment_amount, open_amount: 0 });
    expect((await call('PATCH', `/api/orders/admin/${order.id}/status`, { status: 'ended' })).statusCode).toBe(200);
    const invoice = (await call('GET', `/api/invoices/order/${order.id}`)).json().invoice;
    expect([invoice.status, invoice.paid_date, invoice.paid_amount, invoice.open_amount]).toEqual(['paid', '2026-10-13', invoice.total_amount, 0]);
    const carried = (await call('GET', `/api/invoices/admin/${invoice.id}/payments`)).json().payments;
    expect(carried.map((p: { pre_invoice_id: number; amount: number }) => [p.pre_invoice_id, p.amount])).toEqual([[pre.id, pre.prepayment_amount]]);
    const onConverted = await call('POST', `/api/pre-invoices/admin/${pre.id}/payments`, { amount: 1, paid_on: '2026-10-14' });
    expect([onConverted.statusCode, onConverted.json().reason]).toEqual([409, 'paymentOnConverted']);
  });
});

describe("a customer's open invoices", () => {
  it('when a customer has an invoice partly paid and one past due, then the sums say what is open and what is overdue, and paid or cancelled invoices are left out', async () => {
    const { openInvoicesOf } = await import('./payments.repository.ts');
    clock = new Date('2026-10-15T10:00:00Z');
    const { invoice: first } = await invoicedOrder(t.app, t.db, admin);
    const owner = (await t.db.selectFrom('invoices').select('user_id').where('id', '=', first.id).executeTakeFirstOrThrow()).user_id;
    await pay(first.id, 10);
    const due = first.due_date!;
    const before = await openInvoicesOf(t.db, owner, due);
    expect(before).toEqual({ openCents: cents(first.total_amount) - 1000, overdueCents: 0, oldestDue: due });
    const after = await openInvoicesOf(t.db, owner, '2099-01-01');
    expect(after.overdueCents).toBe(cents(first.total_amount) - 1000);
    await pay(first.id, first.total_amount - 10);
    expect(await openInvoicesOf(t.db, owner, '2099-01-01')).toEqual({ openCents: 0, overdueCents: 0, oldestDue: null });
  });
});

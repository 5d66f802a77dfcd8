import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_STATUSES } from '@shop/domain';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { invoicedOrder, invoiceStatusEntries } from '../../test/invoices.ts';

let clock = new Date('2026-10-15T10:00:00Z');
let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000' }, { now: () => clock });
  const user = await createUser(t.db, { admin: true });
  adminId = user.id;
  admin = (await login(t.app, user.email)).token;
});
afterAll(async () => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const setStatus = (id: number, body: object) => call(admin, 'PATCH', `/api/invoices/admin/${id}/status`, body);
const statusOf = async (id: number) => (await t.db.selectFrom('invoices').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const invoiced = async () => (await invoicedOrder(t.app, t.db, admin)).invoice;

describe('an invoice is cancelled with a reason, and for good', () => {
  it('when an administrator cancels without a reason, with a blank one or a too long one, then 400 names the reason field and the invoice stands', async () => {
    clock = new Date('2026-10-15T10:00:00Z');
    const invoice = await invoiced();
    for (const body of [{ status: 'cancelled' }, { status: 'cancelled', reason: '   ' }]) {
      const refused = await setStatus(invoice.id, body);
      expect([refused.statusCode, refused.json().code, refused.json().details, refused.json().detail_reasons]).toEqual([
        400,
        'VALIDATION_ERROR',
        { reason: 'Say why the invoice is cancelled' },
        { reason: 'cancelReasonRequired' },
      ]);
    }
    const long = await setStatus(invoice.id, { status: 'cancelled', reason: 'x'.repeat(501) });
    expect([long.statusCode, long.json().detail_reasons]).toEqual([400, { reason: 'reasonTooLong' }]);
    expect((await setStatus(invoice.id, { status: 'cancelled', reason: 42 })).statusCode).toBe(400);
    expect(await statusOf(invoice.id)).toBe('sent');
    expect(await invoiceStatusEntries(t.db, invoice.id)).toEqual([]);
  });

  it('when an administrator cancels with a reason, then the invoice is cancelled and the audit entry keeps the trimmed reason', async () => {
    clock = new Date('2026-10-15T10:00:00Z');
    const invoice = await invoiced();
    const cancelled = await setStatus(invoice.id, { status: 'cancelled', reason: '  Issued to the wrong buyer ' });
    expect([cancelled.statusCode, cancelled.json().invoice.status]).toEqual([200, 'cancelled']);
    const entries = await invoiceStatusEntries(t.db, invoice.id);
    expect(entries.map((entry) => [entry.actor_id, entry.changes])).toEqual([
      [adminId, { status: { from: 'sent', to: 'cancelled' }, reason: { from: null, to: 'Issued to the wrong buyer' } }],
    ]);
  });

  it('when a cancelled invoice is asked for any status, the same one included, then 409 says it is final and nothing changes', async () => {
    clock = new Date('2026-10-15T10:00:00Z');
    const invoice = await invoiced();
    expect((await setStatus(invoice.id, { status: 'cancelled', reason: 'Duplicate' })).statusCode).toBe(200);
    for (const status of INVOICE_STATUSES) {
      const refused = await setStatus(invoice.id, { status, reason: 'Back again' });
      expect([refused.statusCode, refused.json().code, refused.json().reason, refused.json().error]).toEqual([
        409,
        'INVALID_TRANSITION',
        'invoiceCancelledFinal',
        'A cancelled invoice is final: its status cannot change',
      ]);
    }
    expect(await statusOf(invoice.id)).toBe('cancelled');
    expect(await invoiceStatusEntries(t.db, invoice.id)).toHaveLength(1);
  });

  it('when the payment states are chosen in any order, then each is taken without a reason, and paid sets the paid date', async () => {
    clock = new Date('2026-10-15T10:00:00Z');
    const invoice = await invoiced();
    for (const status of ['paid', 'draft', 'overdue', 'sent', 'paid', 'paid'] as const) {
      const answer = await setStatus(invoice.id, { status });
      expect([answer.statusCode, answer.json().invoice.status]).toEqual([200, status]);
    }
    expect((await call(admin, 'GET', `/api/invoices/admin/${invoice.id}`)).json().invoice.paid_date).toBe('2026-10-15');
    // The first "paid" recorded a payment of the total (its own entry, decision 078); the next four changes
    // are the administrator's word, each an entry; the repeated "paid" changed nothing.
    expect(await invoiceStatusEntries(t.db, invoice.id)).toHaveLength(4);
    const payments = await t.db.selectFrom('payments').select(['amount_cents', 'source']).where('invoice_id', '=', invoice.id).execute();
    expect(payments).toEqual([{ amount_cents: Math.round(invoice.total_amount * 100), source: 'status' }]);
  });

  it('when a customer asks to change a status, then 403 and the invoice stands', async () => {
    clock = new Date('2026-10-15T10:00:00Z');
    const { invoice, customerToken } = await invoicedOrder(t.app, t.db, admin);
    expect((await call(customerToken, 'PATCH', `/api/invoices/admin/${invoice.id}/status`, { status: 'cancelled', reason: 'x' })).statusCode).toBe(
      403,
    );
    expect(await statusOf(invoice.id)).toBe('sent');
  });
});

describe('a corrected invoice stays: credit notes and cancels exclude each other', () => {
  it('when an invoice has a credit note, then cancelling it is refused with INVOICE_HAS_CREDIT_NOTES, and its payment states stay free', async () => {
    clock = new Date('2026-10-15T10:00:00Z');
    const invoice = await invoiced();
    const note = await call(admin, 'POST', `/api/invoices/admin/${invoice.id}/credit-note`, {
      reason: 'One damaged',
      items: [{ sku: invoice.items[0]!.sku, quantity: 1 }],
    });
    expect(note.statusCode).toBe(201);
    const refused = await setStatus(invoice.id, { status: 'cancelled', reason: 'Wrong buyer' });
    expect([refused.statusCode, refused.json().code, refused.json().reason, refused.json().error]).toEqual([
      409,
      'INVOICE_HAS_CREDIT_NOTES',
      'invoiceHasCreditNotes',
      'This invoice has credit notes and cannot be cancelled. Issue a credit note for what is left instead.',
    ]);
    expect(await statusOf(invoice.id)).toBe('sent');
    expect((await setStatus(invoice.id, { status: 'paid' })).statusCode).toBe(200);
  });

  it('when an invoice is cancelled, then a credit note on it is refused', async () => {
    clock = new Date('2026-10-15T10:00:00Z');
    const invoice = await invoiced();
    expect((await setStatus(invoice.id, { status: 'cancelled', reason: 'Wrong buyer' })).statusCode).toBe(200);
    const refused = await call(admin, 'POST', `/api/invoices/admin/${invoice.id}/credit-note`, { reason: 'Returned' });
    expect([refused.statusCode, refused.json().reason]).toEqual([409, 'creditCancelledInvoice']);
    expect(await t.db.selectFrom('credit_notes').select('id').where('invoice_id', '=', invoice.id).execute()).toEqual([]);
  });
});

describe('the invoices of a filed month are final', () => {
  it('when the invoice was issued in a month marked as filed, then cancelling it is refused with PERIOD_CLOSED naming the month, and payment states stay free', async () => {
    clock = new Date('2026-09-20T10:00:00Z');
    const september = await invoiced();
    clock = new Date('2026-10-02T10:00:00Z');
    const october = await invoiced();
    expect((await call(admin, 'POST', '/api/invoices/admin/isaf/periods/2026-09/close')).statusCode).toBe(200);

    const refused = await setStatus(september.id, { status: 'cancelled', reason: 'Wrong buyer' });
    expect([refused.statusCode, refused.json().code, refused.json().reason, refused.json().params, refused.json().error]).toEqual([
      409,
      'PERIOD_CLOSED',
      'invoicePeriodClosed',
      { month: '2026-09' },
      '2026-09 is marked as filed with VMI. Issue a credit note instead of cancelling.',
    ]);
    expect(await statusOf(september.id)).toBe('sent');
    expect((await setStatus(september.id, { status: 'overdue' })).statusCode).toBe(200);
    // A credit note is how a filed invoice is corrected.
    expect((await call(admin, 'POST', `/api/invoices/admin/${september.id}/credit-note`, { reason: 'Wrong buyer' })).statusCode).toBe(201);
    // An invoice of a month not filed can still be cancelled.
    expect((await setStatus(october.id, { status: 'cancelled', reason: 'Duplicate' })).statusCode).toBe(200);
  });
});

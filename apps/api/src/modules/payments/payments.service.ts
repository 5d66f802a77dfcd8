import {
  centsToEuros,
  eurosToCents,
  lithuanianDate,
  MAX_PAYMENTS_PER_DOCUMENT,
  type DocumentBalance,
  type Payment,
  type PaymentSource,
  type RecordPayment,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { fail } from '../../http/app-error.ts';
import { once, storedIdSchema, type Once } from '../../http/idempotent.ts';
import { nowIso } from '../../lib/clock.ts';
import { audit } from '../audit/index.ts';
import { lockOrder } from '../../db/order-lock.ts';
import {
  addPaid,
  countPaymentsOf,
  insertPayment,
  openCentsOf,
  payableRow,
  paymentRow,
  paymentsOf,
  payableCentsOf,
  reversalOf,
  type PayableKind,
  type PayableRow,
  type PaymentRow,
} from './payments.repository.ts';

/**
 * Money received (decision 078). Every payment is written under its order's lock, as credit
 * notes and status changes are, so two payments, a payment and a credit note, or a payment and a cancel
 * take turns, and what is open is read after the one before has committed.
 */

/** A document read under its order's lock; refused as not found when there is none. */
export async function lockedPayable(ctx: Pick<AppContext, 'engine'>, trx: Tx, kind: PayableKind, id: number): Promise<PayableRow> {
  const owner = await payableRow(trx, kind, id);
  if (!owner) throw fail(kind === 'invoice' ? 'invoiceNotFound' : 'preInvoiceNotFound');
  await lockOrder(trx, ctx.engine, owner.order_id);
  return (await payableRow(trx, kind, id))!;
}

const euros = (cents: number) => centsToEuros(cents).toFixed(2);

/** What a document's answer says of its money after a change. */
const balanceOf = (row: PayableRow): DocumentBalance => ({
  status: row.status,
  paid_amount: centsToEuros(row.paid_cents),
  open_amount: centsToEuros(openCentsOf(row)),
});

/**
 * The status a document takes when what it has been paid changes: an invoice with nothing open is
 * paid (on the day of the payment that closed it), a pre-invoice once its prepayment is covered; one
 * paid that opens again (a reversal) is sent again. Any other status is the administrator's word and stays.
 */
function statusAfter(doc: PayableRow, paidCents: number, paidOn: string): { status: string; paid_date: string | null } | null {
  const covered = paidCents >= doc.asked_cents - doc.credited_cents;
  if (covered && doc.status !== 'paid') return { status: 'paid', paid_date: paidOn };
  if (!covered && doc.status === 'paid') return { status: 'sent', paid_date: null };
  return null;
}

interface PaymentEntry {
  amountCents: number;
  paidOn: string;
  reference?: string | null | undefined;
  note?: string | null | undefined;
  source: Exclude<PaymentSource, 'reversal' | 'migrated'>;
  bankEntryRef?: string | null | undefined;
  createdBy: number | null;
}

/**
 * Records one payment on a document already locked (`lockedPayable`), inside the caller's transaction:
 * refused on a cancelled document, a converted pre-invoice, or for more than is open (409 OVERPAYMENT
 * naming what is open). Returns the payment's id and the document as it now stands.
 */
export async function applyPayment(
  ctx: AppContext,
  trx: Tx,
  kind: PayableKind,
  doc: PayableRow,
  entry: PaymentEntry,
): Promise<{ id: number; doc: PayableRow }> {
  if (doc.status === 'cancelled') throw fail('paymentOnCancelled', { number: doc.number });
  if (doc.converted_invoice_id !== null) {
    const invoice = await payableRow(trx, 'invoice', doc.converted_invoice_id);
    throw fail('paymentOnConverted', { number: doc.number, invoice_number: invoice?.number ?? '' });
  }
  if ((await countPaymentsOf(trx, kind, doc.id)) >= MAX_PAYMENTS_PER_DOCUMENT)
    throw fail('tooManyPayments', { number: doc.number, max: MAX_PAYMENTS_PER_DOCUMENT });
  const payable = payableCentsOf(doc);
  if (entry.amountCents > payable) throw fail('overpayment', { number: doc.number, open_amount: euros(Math.max(payable, 0)) });
  const id = await insertPayment(trx, {
    user_id: doc.user_id,
    invoice_id: kind === 'invoice' ? doc.id : null,
    pre_invoice_id: kind === 'pre_invoice' ? doc.id : null,
    amount_cents: entry.amountCents,
    paid_on: entry.paidOn,
    reference: entry.reference ?? null,
    note: entry.note ?? null,
    source: entry.source,
    reverses_id: null,
    bank_entry_ref: entry.bankEntryRef ?? null,
    created_by: entry.createdBy,
    created_at: nowIso(),
  });
  const paid = doc.paid_cents + entry.amountCents;
  const status = statusAfter(doc, paid, entry.paidOn);
  await addPaid(trx, kind, doc.id, entry.amountCents, status, nowIso());
  await audit(trx, ctx, {
    action: 'payment.record',
    entity: kind,
    entityId: doc.id,
    changes: {
      paid_cents: { from: doc.paid_cents, to: paid },
      ...(status ? { status: { from: doc.status, to: status.status } } : {}),
      payment: {
        from: null,
        to: { id, amount_cents: entry.amountCents, paid_on: entry.paidOn, source: entry.source, reference: entry.reference ?? null },
      },
    },
  });
  return { id, doc: { ...doc, paid_cents: paid, ...(status ?? {}) } };
}

/** The day a payment names must have come: not after today in Lithuania. */
function assertNotFuture(ctx: AppContext, paidOn: string): void {
  if (paidOn > lithuanianDate(ctx.now())) throw fail('paymentDateInFuture', { paid_on: paidOn });
}

/**
 * POST /api/invoices/admin/:id/payments (and pre-invoices): one payment, under an optional
 * Idempotency-Key (a repeated press records it once, decision 059).
 */
export async function recordPayment(
  ctx: AppContext,
  kind: PayableKind,
  id: number,
  input: RecordPayment,
  adminId: number,
  idempotencyKey?: string,
): Promise<Once<{ payment: Payment; balance: DocumentBalance }>> {
  assertNotFuture(ctx, input.paid_on);
  const call = { userId: adminId, scope: 'payment.record' as const, key: idempotencyKey, request: { kind, id, ...input } };
  const { value: paymentId, replayed } = await inTransaction(ctx, (trx) =>
    once(trx, ctx.now(), call, storedIdSchema, async () => {
      const doc = await lockedPayable(ctx, trx, kind, id);
      const entry = { amountCents: eurosToCents(input.amount), paidOn: input.paid_on, reference: input.reference, note: input.note };
      return (await applyPayment(ctx, trx, kind, doc, { ...entry, source: 'manual', createdBy: adminId })).id;
    }),
  );
  return { value: await paymentAnswer(ctx, kind, id, paymentId), replayed };
}

/**
 * Marks a document paid by hand (the status choice, decision 078): a payment of what is open, on the
 * day given, inside the caller's transaction with the document locked. Nothing when nothing is open.
 */
export async function payOpenAmount(
  ctx: AppContext,
  trx: Tx,
  kind: PayableKind,
  doc: PayableRow,
  by: { paidOn?: string | undefined; note?: string | undefined; adminId: number | null },
): Promise<PayableRow> {
  const paidOn = by.paidOn ?? lithuanianDate(ctx.now());
  assertNotFuture(ctx, paidOn);
  const open = openCentsOf(doc);
  if (open <= 0) return doc;
  return (await applyPayment(ctx, trx, kind, doc, { amountCents: open, paidOn, note: by.note ?? null, source: 'status', createdBy: by.adminId })).doc;
}

/**
 * POST /api/payments/admin/:id/reverse: a negative entry of the same amount, naming the payment and
 * why; once per payment (the unique `reverses_id` holds under parallel requests). The document it
 * settles opens again (a paid one is sent again).
 */
export async function reversePayment(
  ctx: AppContext,
  paymentId: number,
  reason: string,
  adminId: number,
): Promise<{ payment: Payment; balance: DocumentBalance }> {
  const { kind, documentId, reversalId } = await inTransaction(ctx, async (trx) => {
    const first = await paymentRow(trx, paymentId);
    if (!first) throw fail('paymentNotFound');
    const kind: PayableKind = first.invoice_id !== null ? 'invoice' : 'pre_invoice';
    const documentId = (first.invoice_id ?? first.pre_invoice_id)!;
    const doc = await lockedPayable(ctx, trx, kind, documentId);
    const payment = (await paymentRow(trx, paymentId))!;
    if (payment.reverses_id !== null) throw fail('paymentReversalFinal');
    if (await reversalOf(trx, paymentId)) throw fail('paymentAlreadyReversed');
    const paidOn = lithuanianDate(ctx.now());
    const reversalId = await insertPayment(trx, {
      user_id: payment.user_id,
      invoice_id: payment.invoice_id,
      pre_invoice_id: payment.pre_invoice_id,
      amount_cents: -payment.amount_cents,
      paid_on: paidOn,
      reference: payment.reference,
      note: reason,
      source: 'reversal',
      reverses_id: payment.id,
      bank_entry_ref: null,
      created_by: adminId,
      created_at: nowIso(),
    });
    const paid = doc.paid_cents - payment.amount_cents;
    const status = statusAfter(doc, paid, paidOn);
    await addPaid(trx, kind, doc.id, -payment.amount_cents, status, nowIso());
    // A payment carried from a pre-invoice is reversed on the pre-invoice's tally too.
    if (kind === 'invoice' && payment.pre_invoice_id !== null)
      await addPaid(trx, 'pre_invoice', payment.pre_invoice_id, -payment.amount_cents, null, nowIso());
    await audit(trx, ctx, {
      action: 'payment.reverse',
      entity: kind,
      entityId: doc.id,
      changes: {
        paid_cents: { from: doc.paid_cents, to: paid },
        ...(status ? { status: { from: doc.status, to: status.status } } : {}),
        payment: {
          from: { id: payment.id, amount_cents: payment.amount_cents },
          to: { id: reversalId, amount_cents: -payment.amount_cents, reason },
        },
      },
    });
    return { kind, documentId, reversalId };
  });
  return paymentAnswer(ctx, kind, documentId, reversalId);
}

function toPayment(row: PaymentRow, reversedBy: number | null): Payment {
  return {
    id: row.id,
    invoice_id: row.invoice_id,
    pre_invoice_id: row.pre_invoice_id,
    amount: centsToEuros(row.amount_cents),
    paid_on: row.paid_on,
    reference: row.reference,
    note: row.note,
    source: row.source as PaymentSource,
    reverses_id: row.reverses_id,
    reversed_by_id: reversedBy,
    created_at: typeof row.created_at === 'string' ? row.created_at : new Date(row.created_at).toISOString(),
  };
}

/** A document's payments, oldest first, each with its reversal's id, and what the document owes now. */
export async function documentPayments(ctx: AppContext, kind: PayableKind, id: number): Promise<{ payments: Payment[]; balance: DocumentBalance }> {
  const doc = await payableRow(ctx.db, kind, id);
  if (!doc) throw fail(kind === 'invoice' ? 'invoiceNotFound' : 'preInvoiceNotFound');
  const rows = await paymentsOf(ctx.db, kind, id, MAX_PAYMENTS_PER_DOCUMENT * 2);
  const reversedBy = new Map(rows.flatMap((row) => (row.reverses_id === null ? [] : [[row.reverses_id, row.id] as const])));
  return { payments: rows.map((row) => toPayment(row, reversedBy.get(row.id) ?? null)), balance: balanceOf(doc) };
}

async function paymentAnswer(ctx: AppContext, kind: PayableKind, documentId: number, paymentId: number) {
  const [row, doc, reversal] = await Promise.all([
    paymentRow(ctx.db, paymentId),
    payableRow(ctx.db, kind, documentId),
    reversalOf(ctx.db, paymentId),
  ]);
  return { payment: toPayment(row!, reversal?.id ?? null), balance: balanceOf(doc!) };
}

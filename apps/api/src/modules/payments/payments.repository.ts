import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, PaymentsTable } from '../../db/schema.ts';

/** A transaction is a Kysely too: reads take either. */
type Executor = Kysely<DB>;

export type PaymentRow = Selectable<PaymentsTable>;

/** A document money is received against: an invoice or a pre-invoice. */
export type PayableKind = 'invoice' | 'pre_invoice';

/** What a payment reads and writes of its document. */
export interface PayableRow {
  id: number;
  order_id: number;
  user_id: number;
  number: string;
  status: string;
  total_cents: number;
  /** Credit notes' part (invoices; 0 on pre-invoices). */
  credited_cents: number;
  paid_cents: number;
  /** What a pre-invoice asks to be paid before delivery (its total on an invoice). */
  asked_cents: number;
  paid_date: string | null;
  due_date: string | null;
  /** The invoice a pre-invoice became, when it did. */
  converted_invoice_id: number | null;
}

/** The columns of an invoice's `PayableRow` (without `asked_cents`, its total, and `converted_invoice_id`), table-qualified for joins. */
export const INVOICE_PAYABLE_COLUMNS = [
  'invoices.id',
  'invoices.order_id',
  'invoices.user_id',
  'invoices.invoice_number as number',
  'invoices.status',
  'invoices.total_cents',
  'invoices.credited_cents',
  'invoices.paid_cents',
  'invoices.paid_date',
  'invoices.due_date',
] as const;

/** The columns of a pre-invoice's `PayableRow` (without `credited_cents`, 0), table-qualified for joins. */
export const PRE_INVOICE_PAYABLE_COLUMNS = [
  'pre_invoices.id',
  'pre_invoices.order_id',
  'pre_invoices.user_id',
  'pre_invoices.pre_invoice_number as number',
  'pre_invoices.status',
  'pre_invoices.total_cents',
  'pre_invoices.paid_cents',
  'pre_invoices.prepayment_cents as asked_cents',
  'pre_invoices.paid_date',
  'pre_invoices.due_date',
  'pre_invoices.converted_invoice_id',
] as const;

/** A document's row as a payment reads it; undefined when there is none. */
export async function payableRow(db: Executor, kind: PayableKind, id: number): Promise<PayableRow | undefined> {
  if (kind === 'invoice') {
    const row = await db.selectFrom('invoices').select(INVOICE_PAYABLE_COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && { ...row, asked_cents: row.total_cents, converted_invoice_id: null };
  }
  const row = await db.selectFrom('pre_invoices').select(PRE_INVOICE_PAYABLE_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && { ...row, credited_cents: 0 };
}

/**
 * What is still asked of a document: an invoice's total, a pre-invoice's prepayment, less its credit
 * notes and payments (negative when overpaid). `invoices_open` indexes the invoices' same sum.
 */
export const openCentsOf = (row: Pick<PayableRow, 'asked_cents' | 'credited_cents' | 'paid_cents'>): number =>
  row.asked_cents - row.credited_cents - row.paid_cents;

/** The most a document can still be paid: its whole total less its credit notes and payments (a pre-invoice may be paid in full). */
export const payableCentsOf = (row: Pick<PayableRow, 'total_cents' | 'credited_cents' | 'paid_cents'>): number =>
  row.total_cents - row.credited_cents - row.paid_cents;

export async function insertPayment(trx: Transaction<DB>, values: Insertable<PaymentsTable>): Promise<number> {
  return (await trx.insertInto('payments').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function paymentRow(db: Executor, id: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The reversal of a payment, if it has one. */
export async function reversalOf(db: Executor, paymentId: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('reverses_id', '=', paymentId).executeTakeFirst();
}

const documentColumn = (kind: PayableKind) => (kind === 'invoice' ? 'invoice_id' : 'pre_invoice_id');

/** A document's payments and reversals, oldest first, at most `limit`. */
export async function paymentsOf(db: Executor, kind: PayableKind, id: number, limit: number): Promise<PaymentRow[]> {
  return db.selectFrom('payments').selectAll().where(documentColumn(kind), '=', id).orderBy('id').limit(limit).execute();
}

export async function countPaymentsOf(db: Executor, kind: PayableKind, id: number): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(documentColumn(kind), '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds `cents` (negative for a reversal) to what a document has been paid, and sets its status when it changes. */
export async function addPaid(
  trx: Transaction<DB>,
  kind: PayableKind,
  id: number,
  cents: number,
  status: { status: string; paid_date: string | null } | null,
  now: string,
): Promise<void> {
  const table = kind === 'invoice' ? 'invoices' : 'pre_invoices';
  await trx
    .updateTable(table)
    .set((eb) => ({ paid_cents: eb('paid_cents', '+', cents), updated_at: now, ...(status ?? {}) }))
    .where('id', '=', id)
    .execute();
}

/**
 * A converted pre-invoice's payments are carried to the invoice that converts it: they settle the
 * invoice from then on (the ledger keeps where each was received). Returns what they add up to.
 */
export async function carryPreInvoicePayments(trx: Transaction<DB>, preInvoiceId: number, invoiceId: number): Promise<number> {
  await trx
    .updateTable('payments')
    .set({ invoice_id: invoiceId })
    .where('pre_invoice_id', '=', preInvoiceId)
    .where('invoice_id', 'is', null)
    .execute();
  const row = await trx
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}

/**
 * The SQL of "an invoice with something open": not cancelled, total less credit notes and payments
 * above 0. Written exactly as the partial index `invoices_open` is, so both engines use it; every
 * reader of open invoices (receivables, reminders, credit limits, a customer's balance) filters with this.
 */
export const OPEN_INVOICE = sql<boolean>`invoices.status <> 'cancelled' and invoices.total_cents - invoices.credited_cents - invoices.paid_cents > 0`;

/** The SQL of an invoice's open amount (`openCentsOf` of its row), for the readers that sum it over open invoices. */
export const OPEN_CENTS = sql<number>`(invoices.total_cents - invoices.credited_cents - invoices.paid_cents)`;

/** One customer's open invoices in sum: what is open, what of it is past due on `today`, and the oldest due date still open. */
export async function openInvoicesOf(
  db: Executor,
  userId: number,
  today: string,
): Promise<{ openCents: number; overdueCents: number; oldestDue: string | null }> {
  const row = await db
    .selectFrom('invoices')
    .select([
      sql<string | number | null>`sum(invoices.total_cents - invoices.credited_cents - invoices.paid_cents)`.as('open'),
      sql<
        string | number | null
      >`sum(case when invoices.due_date < ${today} then invoices.total_cents - invoices.credited_cents - invoices.paid_cents else 0 end)`.as(
        'overdue',
      ),
      sql<string | null>`min(invoices.due_date)`.as('oldest'),
    ])
    .where('invoices.user_id', '=', userId)
    .where(OPEN_INVOICE)
    .executeTakeFirstOrThrow();
  return { openCents: Number(row.open ?? 0), overdueCents: Number(row.overdue ?? 0), oldestDue: row.oldest };
}

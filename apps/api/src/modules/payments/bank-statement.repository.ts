import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { INVOICE_PAYABLE_COLUMNS, OPEN_INVOICE, PRE_INVOICE_PAYABLE_COLUMNS, type PayableKind, type PayableRow } from './payments.repository.ts';

type Executor = Kysely<DB>;

/** Values one `in (…)` list takes: well below either engine's limit of bound parameters. */
const CHUNK = 1000;

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(values.slice(i, i + CHUNK));
  return out;
}

/** A document a bank entry may pay, with what its customer is called (now and on the document) and its company code. */
export interface CandidateDocument extends PayableRow {
  kind: PayableKind;
  buyer_name: string;
  company_name: string;
  company_code: string;
}

const CUSTOMER = ['users.company_name', 'users.company_reg_number as company_code'] as const;

function invoices(db: Executor) {
  return db
    .selectFrom('invoices')
    .innerJoin('users', 'users.id', 'invoices.user_id')
    .select([...INVOICE_PAYABLE_COLUMNS, 'invoices.buyer_name', ...CUSTOMER]);
}

function preInvoices(db: Executor) {
  return db
    .selectFrom('pre_invoices')
    .innerJoin('users', 'users.id', 'pre_invoices.user_id')
    .select([...PRE_INVOICE_PAYABLE_COLUMNS, 'pre_invoices.buyer_name', ...CUSTOMER]);
}

type InvoiceRow = Awaited<ReturnType<ReturnType<typeof invoices>['execute']>>[number];
type PreInvoiceRow = Awaited<ReturnType<ReturnType<typeof preInvoices>['execute']>>[number];

const asInvoice = (row: InvoiceRow): CandidateDocument => ({ ...row, kind: 'invoice', asked_cents: row.total_cents, converted_invoice_id: null });
const asPreInvoice = (row: PreInvoiceRow): CandidateDocument => ({ ...row, kind: 'pre_invoice', credited_cents: 0 });

/** The invoices and pre-invoices with these numbers (by each number's unique index). */
export async function documentsByNumber(db: Executor, numbers: { invoice: string[]; pre_invoice: string[] }): Promise<CandidateDocument[]> {
  const found: CandidateDocument[] = [];
  for (const part of chunks(numbers.invoice))
    found.push(...(await invoices(db).where('invoices.invoice_number', 'in', part).execute()).map(asInvoice));
  for (const part of chunks(numbers.pre_invoice))
    found.push(...(await preInvoices(db).where('pre_invoices.pre_invoice_number', 'in', part).execute()).map(asPreInvoice));
  return found;
}

export async function invoicesById(db: Executor, ids: number[]): Promise<CandidateDocument[]> {
  const found: CandidateDocument[] = [];
  for (const part of chunks(ids)) found.push(...(await invoices(db).where('invoices.id', 'in', part).execute()).map(asInvoice));
  return found;
}

/**
 * Open documents whose open amount is one of `amounts` (cents): invoices with something open (the
 * partial index `invoices_open`), and pre-invoices not converted or cancelled with their prepayment
 * not yet covered, by their open prepayment or their whole total less what they were paid.
 */
export async function openDocumentsOfAmounts(db: Executor, amounts: number[]): Promise<CandidateDocument[]> {
  const found: CandidateDocument[] = [];
  for (const part of chunks(amounts)) {
    const open = await invoices(db)
      .where(OPEN_INVOICE)
      .where(sql<number>`invoices.total_cents - invoices.credited_cents - invoices.paid_cents`, 'in', part)
      .execute();
    found.push(...open.map(asInvoice));
    const pre = await preInvoices(db)
      .where('pre_invoices.converted_invoice_id', 'is', null)
      .where('pre_invoices.status', 'not in', ['cancelled', 'converted'])
      .where(sql<boolean>`pre_invoices.prepayment_cents - pre_invoices.paid_cents > 0`)
      .where((eb) =>
        eb.or([
          eb(sql<number>`pre_invoices.prepayment_cents - pre_invoices.paid_cents`, 'in', part),
          eb(sql<number>`pre_invoices.total_cents - pre_invoices.paid_cents`, 'in', part),
        ]),
      )
      .execute();
    found.push(...pre.map(asPreInvoice));
  }
  return found;
}

/** The entry references of these that were applied before. */
export async function knownEntryRefs(db: Executor, refs: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (const part of chunks(refs))
    for (const row of await db.selectFrom('bank_entries').select('entry_ref').where('entry_ref', 'in', part).execute()) known.add(row.entry_ref);
  return known;
}

/**
 * Remembers an entry as applied; undefined when its reference is already there. On PostgreSQL a run
 * that applies the same entry at the same moment waits here for the other's commit, then finds it.
 */
export async function rememberBankEntry(
  trx: Transaction<DB>,
  entry: { entry_ref: string; booked_on: string; amount_cents: number; payer: string | null; text: string | null; applied_by: number },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('bank_entries')
    .values({ ...entry, payment_id: null, created_at: nowIso() })
    .onConflict((oc) => oc.column('entry_ref').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function linkBankEntryPayment(trx: Transaction<DB>, id: number, paymentId: number): Promise<void> {
  await trx.updateTable('bank_entries').set({ payment_id: paymentId }).where('id', '=', id).execute();
}

import { centsToEuros, MAX_PAYMENTS_PER_DOCUMENT, type BankAssignments, type BankEntryMatch, type BankStatementAnswer } from '@shop/domain';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, fail } from '../../http/app-error.ts';
import { audit } from '../audit/index.ts';
import { readInvoiceSettings } from '../settings/index.ts';
import { matchEntries, type MatchPlan, type PlannedPayment } from './bank-statement.match.ts';
import {
  documentsByNumber,
  invoicesById,
  knownEntryRefs,
  linkBankEntryPayment,
  openDocumentsOfAmounts,
  rememberBankEntry,
  type CandidateDocument,
} from './bank-statement.repository.ts';
import { parseCamt053, type ParsedStatement, type StatementEntry } from './camt053.ts';
import { documentNumberReader, type NamedNumber } from './document-numbers.ts';
import { openCentsOf, payableCentsOf, type PayableRow } from './payments.repository.ts';
import { applyPayment, lockedPayable } from './payments.service.ts';

/**
 * POST /api/payments/admin/bank-statement (decision 079). A dry run reads the statement and
 * answers what it would record; a real run reads it again, matches again against the documents as they
 * are now, and records every matched and assigned entry in one transaction: a payment through
 * `applyPayment` and a `bank_entries` row (its unique reference keeps a statement from being applied
 * twice, also by two administrators at once). A refusal of any entry refuses the whole run.
 */

const docKey = (kind: string, number: string) => `${kind}:${number}`;

/** Every document the entries' texts and the assignments name, a converted pre-invoice as the invoice it became. */
async function namedDocuments(db: Kysely<DB>, wanted: NamedNumber[]): Promise<Map<string, CandidateDocument>> {
  const numbers = { invoice: [] as string[], pre_invoice: [] as string[] };
  for (const { kind, number } of wanted) numbers[kind].push(number);
  numbers.invoice = [...new Set(numbers.invoice)];
  numbers.pre_invoice = [...new Set(numbers.pre_invoice)];
  const found = await documentsByNumber(db, numbers);
  const converted = found.flatMap((doc) => (doc.converted_invoice_id === null ? [] : [doc.converted_invoice_id]));
  const invoices = new Map((await invoicesById(db, [...new Set(converted)])).map((doc) => [doc.id, doc]));
  const byNumber = new Map<string, CandidateDocument>();
  for (const doc of found) {
    const payee = doc.converted_invoice_id === null ? doc : invoices.get(doc.converted_invoice_id);
    if (payee) byNumber.set(docKey(doc.kind, doc.number), payee);
  }
  return byNumber;
}

/** The open documents of the amounts entries left without a document number, by amount. */
async function documentsByAmount(db: Kysely<DB>, entries: StatementEntry[]): Promise<Map<number, CandidateDocument[]>> {
  const amounts = [...new Set(entries.map((entry) => entry.amountCents))];
  const wanted = new Set(amounts);
  const byAmount = new Map<number, CandidateDocument[]>();
  const seen = new Set<string>();
  for (const doc of await openDocumentsOfAmounts(db, amounts))
    for (const amount of new Set([openCentsOf(doc), payableCentsOf(doc)])) {
      const key = `${doc.kind}:${doc.id}:${amount}`;
      if (!wanted.has(amount) || seen.has(key)) continue;
      seen.add(key);
      byAmount.set(amount, [...(byAmount.get(amount) ?? []), doc]);
    }
  return byAmount;
}

/** Reads what matching needs and matches; assignments are checked against the file and the documents (400 naming the entry). */
async function plan(db: Kysely<DB>, statement: ParsedStatement, assignments: BankAssignments): Promise<MatchPlan> {
  const read = documentNumberReader(await readInvoiceSettings(db));
  const refs = new Set(statement.entries.flatMap((entry) => (entry.ref === null ? [] : [entry.ref])));
  for (const { entry_ref } of assignments) if (!refs.has(entry_ref)) throw fail('bankAssignmentUnknownEntry', { entry_ref });
  const namedIn = new Map(statement.entries.map((entry) => [entry, read(entry.text)]));
  // An assignment names a document as it is printed, or as a payer would write it.
  const assignedNames = assignments.map(({ document_number }) => {
    const exact = document_number.toUpperCase();
    return [{ kind: 'invoice' as const, number: exact }, { kind: 'pre_invoice' as const, number: exact }, ...read(document_number)];
  });
  const documents = await namedDocuments(db, [...[...namedIn.values()].flat(), ...assignedNames.flat()]);
  const assigned = new Map<string, CandidateDocument>();
  assignments.forEach(({ entry_ref, document_number }, index) => {
    const doc = assignedNames[index]!.map(({ kind, number }) => documents.get(docKey(kind, number))).find(Boolean);
    if (!doc) throw fail('bankAssignmentDocumentUnknown', { entry_ref, document_number });
    assigned.set(entry_ref, doc);
  });
  const named = (entry: StatementEntry) => {
    const docs = (namedIn.get(entry) ?? []).flatMap(({ kind, number }) => documents.get(docKey(kind, number)) ?? []);
    return [...new Map(docs.map((doc) => [`${doc.kind}:${doc.id}`, doc])).values()];
  };
  const known = await knownEntryRefs(db, [...refs]);
  const unnamed = statement.entries.filter((entry) => entry.ref !== null && !known.has(entry.ref) && named(entry).length === 0);
  return matchEntries({ entries: statement.entries, known, named, byAmount: await documentsByAmount(db, unnamed), assigned });
}

const matchAnswer = (planned: PlannedPayment, paymentId: number | null): BankEntryMatch => ({
  entry_ref: planned.entry.ref,
  amount: centsToEuros(planned.entry.amountCents),
  booked_on: planned.entry.bookedOn,
  payer: planned.entry.payer,
  document_kind: planned.doc.kind,
  invoice_number: planned.doc.number,
  matched_by: planned.matchedBy,
  partial: planned.partial,
  payment_id: paymentId,
});

const euros = (cents: number) => centsToEuros(cents).toFixed(2);

type EntryRefusal = 'overpayment' | 'paymentOnCancelled' | 'tooManyPayments';

/** A refusal of one entry's payment, said of the entry: the whole run stops with it. `payable`: what the document could still take. */
function entryRefusal(reason: EntryRefusal, planned: PlannedPayment, payable: number): AppError {
  const entry_ref = planned.entry.ref;
  const number = planned.doc.number;
  if (reason === 'overpayment')
    return fail('bankEntryOverpays', { entry_ref, amount: euros(planned.entry.amountCents), number, open_amount: euros(Math.max(payable, 0)) });
  if (reason === 'paymentOnCancelled') return fail('bankEntryOnCancelled', { entry_ref, number });
  return fail('bankEntryTooManyPayments', { entry_ref, number, max: MAX_PAYMENTS_PER_DOCUMENT });
}

const REFUSALS: ReadonlySet<string> = new Set<EntryRefusal>(['overpayment', 'paymentOnCancelled', 'tooManyPayments']);

/** `applyPayment`'s refusal of a document locked as `doc`, said of the entry. */
function refusalOf(error: unknown, planned: PlannedPayment, doc: CandidateDocument | PayableRow): unknown {
  if (!(error instanceof AppError) || !REFUSALS.has(error.reason)) return error;
  return entryRefusal(error.reason as EntryRefusal, planned, payableCentsOf(doc));
}

/** In a dry run, the operator's assignments are refused as a real run would refuse them. */
function checkAssignments(matched: PlannedPayment[]): void {
  const taken = new Map<string, number>();
  for (const planned of matched) {
    const key = `${planned.doc.kind}:${planned.doc.id}`;
    const payable = payableCentsOf(planned.doc) - (taken.get(key) ?? 0);
    taken.set(key, (taken.get(key) ?? 0) + planned.entry.amountCents);
    if (planned.matchedBy !== 'manual') continue;
    if (planned.doc.status === 'cancelled') throw entryRefusal('paymentOnCancelled', planned, payable);
    if (planned.entry.amountCents > payable) throw entryRefusal('overpayment', planned, payable);
  }
}

/** Payment notes keep who paid and what they wrote. */
const noteOf = (entry: StatementEntry) => [entry.payer, entry.text].filter(Boolean).join(': ').slice(0, 500) || null;

export async function importBankStatement(
  ctx: AppContext,
  bytes: Buffer,
  dryRun: boolean,
  assignments: BankAssignments,
  adminId: number,
): Promise<BankStatementAnswer> {
  const statement = await parseCamt053(bytes);
  const head = {
    success: true as const,
    dry_run: dryRun,
    version: statement.version,
    statement_id: statement.statementId,
    ignored: statement.ignored,
  };
  if (dryRun) {
    const found = await plan(ctx.reads, statement, assignments);
    checkAssignments(found.matched);
    return { ...head, matched: found.matched.map((p) => matchAnswer(p, null)), unmatched: found.unmatched, already_imported: found.alreadyImported };
  }
  return inTransaction(ctx, async (trx) => {
    const found = await plan(trx, statement, assignments);
    const matched: BankEntryMatch[] = [];
    const alreadyImported = [...found.alreadyImported];
    let cents = 0;
    for (const planned of found.matched) {
      const { entry } = planned;
      const remembered = await rememberBankEntry(trx, {
        entry_ref: entry.ref,
        booked_on: entry.bookedOn,
        amount_cents: entry.amountCents,
        payer: entry.payer,
        text: entry.text || null,
        applied_by: adminId,
      });
      if (remembered === undefined) {
        // Applied by another run since this one read what was known.
        alreadyImported.push({
          entry_ref: entry.ref,
          amount: centsToEuros(entry.amountCents),
          booked_on: entry.bookedOn,
          payer: entry.payer,
          text: entry.text,
        });
        continue;
      }
      const doc = await lockedPayable(ctx, trx, planned.doc.kind, planned.doc.id);
      const payment = await applyPayment(ctx, trx, planned.doc.kind, doc, {
        amountCents: entry.amountCents,
        paidOn: entry.bookedOn,
        reference: entry.ref,
        note: noteOf(entry),
        source: 'bank',
        bankEntryRef: entry.ref,
        createdBy: adminId,
      }).catch((error: unknown) => {
        throw refusalOf(error, planned, doc);
      });
      await linkBankEntryPayment(trx, remembered, payment.id);
      matched.push(matchAnswer(planned, payment.id));
      cents += entry.amountCents;
    }
    if (matched.length > 0)
      await audit(trx, ctx, {
        action: 'bank_statement.apply',
        entity: 'bank_statement',
        entityId: statement.statementId,
        changes: {
          payments: { from: null, to: matched.length },
          amount_cents: { from: null, to: cents },
          assigned: { from: null, to: matched.filter((m) => m.matched_by === 'manual').length },
        },
      });
    return { ...head, matched, unmatched: found.unmatched, already_imported: alreadyImported };
  });
}

import { centsToEuros, type BankEntryKnown, type BankEntryUnmatched, type BankUnmatchedNote } from '@shop/domain';
import type { CandidateDocument } from './bank-statement.repository.ts';
import type { StatementEntry } from './camt053.ts';
import { codeKey, companyKey } from './document-numbers.ts';
import { openCentsOf, payableCentsOf } from './payments.repository.ts';

/**
 * Matching a statement's credit entries to documents (decision 079), in the order of the file:
 * the operator's assignment first, then the document number the payer wrote, then the exact open
 * amount of one document of a customer whose name or company code is the payer's. Pure: what the
 * documents are is read before, and what earlier entries of the file take is counted here.
 */

export interface PlannedPayment {
  entry: StatementEntry & { ref: string };
  doc: CandidateDocument;
  matchedBy: 'number' | 'amount' | 'manual';
  partial: boolean;
}

export interface MatchPlan {
  matched: PlannedPayment[];
  unmatched: BankEntryUnmatched[];
  alreadyImported: BankEntryKnown[];
}

interface MatchInput {
  entries: StatementEntry[];
  /** References applied by an earlier run. */
  known: ReadonlySet<string>;
  /** The documents an entry's text names (a converted pre-invoice as the invoice it became). */
  named: (entry: StatementEntry) => CandidateDocument[];
  /** Open documents by an amount they are open for. */
  byAmount: ReadonlyMap<number, CandidateDocument[]>;
  /** The operator's assignments by entry reference. */
  assigned: ReadonlyMap<string, CandidateDocument>;
}

const keyOf = (doc: CandidateDocument) => `${doc.kind}:${doc.id}`;

/** Whether the payer is the document's customer: the same company code, or the same name (folded, legal form aside). */
function payerIs(entry: StatementEntry, doc: CandidateDocument): boolean {
  const code = codeKey(entry.payerId);
  if (code && code === codeKey(doc.company_code)) return true;
  const payer = companyKey(entry.payer);
  return payer !== '' && (payer === companyKey(doc.company_name) || payer === companyKey(doc.buyer_name));
}

export function matchEntries(input: MatchInput): MatchPlan {
  const plan: MatchPlan = { matched: [], unmatched: [], alreadyImported: [] };
  /** What earlier entries of this file take from each document. */
  const taken = new Map<string, number>();
  const payable = (doc: CandidateDocument) => payableCentsOf(doc) - (taken.get(keyOf(doc)) ?? 0);
  const open = (doc: CandidateDocument) => openCentsOf(doc) - (taken.get(keyOf(doc)) ?? 0);
  const seen = new Set<string>();

  const shown = (entry: StatementEntry) => ({ amount: centsToEuros(entry.amountCents), booked_on: entry.bookedOn, payer: entry.payer });
  const leave = (entry: StatementEntry, note: BankUnmatchedNote, doc?: CandidateDocument) =>
    plan.unmatched.push({
      entry_ref: entry.ref,
      ...shown(entry),
      text: entry.text,
      note,
      document_number: doc?.number ?? null,
      open_amount: doc ? centsToEuros(Math.max(payable(doc), 0)) : null,
    });
  const take = (entry: StatementEntry & { ref: string }, doc: CandidateDocument, matchedBy: PlannedPayment['matchedBy']) => {
    plan.matched.push({ entry, doc, matchedBy, partial: entry.amountCents < open(doc) });
    taken.set(keyOf(doc), (taken.get(keyOf(doc)) ?? 0) + entry.amountCents);
  };

  for (const entry of input.entries) {
    const ref = entry.ref;
    if (ref === null) {
      leave(entry, 'no_reference');
      continue;
    }
    if (seen.has(ref)) {
      leave(entry, 'repeated_in_file');
      continue;
    }
    seen.add(ref);
    const withRef = { ...entry, ref };
    if (input.known.has(ref)) {
      plan.alreadyImported.push({ entry_ref: ref, ...shown(entry), text: entry.text });
      continue;
    }
    // The operator's word: checked when the payment is recorded (a refusal stops the whole run).
    const assigned = input.assigned.get(ref);
    if (assigned) {
      take(withRef, assigned, 'manual');
      continue;
    }
    const named = input.named(entry);
    if (named.length === 1) {
      const doc = named[0]!;
      if (doc.status === 'cancelled') leave(entry, 'document_cancelled', doc);
      else if (payable(doc) <= 0) leave(entry, 'nothing_open', doc);
      else if (entry.amountCents > payable(doc)) leave(entry, 'more_than_open', doc);
      else take(withRef, doc, 'number');
      continue;
    }
    if (named.length > 1) {
      const settled = named.filter((doc) => doc.status !== 'cancelled' && open(doc) === entry.amountCents);
      if (settled.length === 1) take(withRef, settled[0]!, 'number');
      else leave(entry, 'several_documents', named[0]);
      continue;
    }
    const candidates = (input.byAmount.get(entry.amountCents) ?? []).filter(
      (doc) => (open(doc) === entry.amountCents || (doc.kind === 'pre_invoice' && payable(doc) === entry.amountCents)) && payerIs(entry, doc),
    );
    if (candidates.length === 1) take(withRef, candidates[0]!, 'amount');
    else leave(entry, candidates.length > 1 ? 'several_candidates' : 'no_document');
  }
  return plan;
}

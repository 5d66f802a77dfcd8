import { z } from 'zod';
import { okAnswer } from './answer.ts';

/**
 * Bank statements (decision 079): an ISO 20022 camt.053 file whose credit entries are
 * matched to open invoices and pre-invoices, previewed, then recorded as payments in one transaction.
 */

/** The largest statement file: a month of a busy account (a 5,000-entry statement is about 7 MB). */
export const MAX_BANK_STATEMENT_BYTES = 10 * 1024 * 1024;
/** Entries one statement may hold. */
export const MAX_BANK_STATEMENT_ENTRIES = 20_000;
/** The camt.053 versions read, by their XML namespace. */
export const CAMT053_NAMESPACES = {
  'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02': '02',
  'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08': '08',
} as const;
export type Camt053Version = (typeof CAMT053_NAMESPACES)[keyof typeof CAMT053_NAMESPACES];

/** POST /api/payments/admin/bank-statement?dry_run=true|false; without it, a dry run. */
export const bankStatementQuerySchema = z.object({ dry_run: z.stringbool().default(true) });

/** The multipart text field `assignments`: the operator's own matches of entries the preview left unmatched. */
export const bankAssignmentsSchema = z
  .array(
    z.strictObject({
      entry_ref: z.string().trim().min(1).max(140),
      document_number: z.string().trim().min(1).max(60),
    }),
  )
  .max(MAX_BANK_STATEMENT_ENTRIES);
export type BankAssignments = z.infer<typeof bankAssignmentsSchema>;

/** Why an entry was left unmatched. */
const BANK_UNMATCHED_NOTES = [
  /** No document named, and no single open document of that amount from that payer. */
  'no_document',
  /** The text names a document that does not take this payment: more than it can still be paid. */
  'more_than_open',
  /** The text names a document with nothing open. */
  'nothing_open',
  /** The text names a cancelled document. */
  'document_cancelled',
  /** The text names several documents and the amount settles none of them exactly. */
  'several_documents',
  /** Several open documents of that amount from that payer. */
  'several_candidates',
  /** The entry has no bank reference: it cannot be remembered, so it is never applied (record it by hand). */
  'no_reference',
  /** An earlier entry of this file has the same bank reference. */
  'repeated_in_file',
] as const;
export type BankUnmatchedNote = (typeof BANK_UNMATCHED_NOTES)[number];

const entryFields = {
  amount: z.number(),
  booked_on: z.string(),
  payer: z.string().nullable(),
};

const bankEntryMatchSchema = z.object({
  entry_ref: z.string(),
  ...entryFields,
  document_kind: z.enum(['invoice', 'pre_invoice']),
  /** The invoice's or pre-invoice's number the entry pays. */
  invoice_number: z.string(),
  /** How it was matched: the number in the text, the amount and payer, or the operator's assignment. */
  matched_by: z.enum(['number', 'amount', 'manual']),
  /** Less than is open: recorded as a partial payment. */
  partial: z.boolean(),
  /** The payment recorded (a real run), else null. */
  payment_id: z.number().int().nullable(),
});
export type BankEntryMatch = z.infer<typeof bankEntryMatchSchema>;

const bankEntryUnmatchedSchema = z.object({
  /** Null for an entry without a bank reference (it cannot be assigned). */
  entry_ref: z.string().nullable(),
  ...entryFields,
  text: z.string(),
  note: z.enum(BANK_UNMATCHED_NOTES),
  /** The document the text names, when it names one that does not take the payment. */
  document_number: z.string().nullable(),
  /** What that document can still be paid, when it names one. */
  open_amount: z.number().nullable(),
});
export type BankEntryUnmatched = z.infer<typeof bankEntryUnmatchedSchema>;

const bankEntryKnownSchema = z.object({ entry_ref: z.string(), ...entryFields, text: z.string() });
export type BankEntryKnown = z.infer<typeof bankEntryKnownSchema>;

/**
 * The preview (a dry run) or what a real run recorded: every credit entry in euros, booked, in the
 * order of the file, in one of three lists. `ignored` counts the other entries (debits, other
 * currencies, not booked).
 */
export const bankStatementAnswerSchema = okAnswer({
  dry_run: z.boolean(),
  version: z.enum(['02', '08']),
  statement_id: z.string().nullable(),
  matched: z.array(bankEntryMatchSchema),
  unmatched: z.array(bankEntryUnmatchedSchema),
  already_imported: z.array(bankEntryKnownSchema),
  ignored: z.number().int(),
});
export type BankStatementAnswer = z.infer<typeof bankStatementAnswerSchema>;

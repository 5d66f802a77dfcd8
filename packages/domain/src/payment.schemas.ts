import { z } from 'zod';
import { okAnswer } from './answer.ts';
import { listDay } from './list-query.ts';
import { inCents } from './money.ts';

/**
 * Money received (decision 078): payments against an invoice or a pre-invoice, several
 * partial ones allowed, never more than is open; reversed by a negative entry, never edited or deleted.
 */

/** The most one payment may be: a wholesaler's largest invoice, with room (euros). */
const MAX_PAYMENT_EUROS = 10_000_000;

/** An amount of money in euros, more than 0 and in whole cents. */
const paymentAmount = z
  .number({ error: 'amountInvalid' })
  .finite('amountInvalid')
  .gt(0, 'amountInvalid')
  .max(MAX_PAYMENT_EUROS, 'amountInvalid')
  .refine(inCents, 'amountInCents');

/** Where a payment came from. */
const PAYMENT_SOURCES = ['manual', 'status', 'bank', 'reversal', 'migrated'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

/** POST /api/invoices/admin/:id/payments (and /api/pre-invoices/admin/:id/payments); optional `Idempotency-Key`. */
export const recordPaymentSchema = z.strictObject({
  amount: paymentAmount,
  /** The day the money arrived (Lithuania); not after today. */
  paid_on: listDay,
  /** The bank's reference or the payer's text, as the statement shows it. */
  reference: z.string().trim().max(140, 'tooLong').optional(),
  note: z.string().trim().max(500, 'tooLong').optional(),
});
export type RecordPayment = z.infer<typeof recordPaymentSchema>;

/** POST /api/payments/admin/:id/reverse: why (kept on the reversal and in the audit log). */
export const reversePaymentSchema = z.strictObject({
  reason: z.string({ error: 'reversalReasonRequired' }).trim().min(1, 'reversalReasonRequired').max(500, 'reasonTooLong'),
});

const paymentSchema = z.object({
  id: z.number().int(),
  invoice_id: z.number().int().nullable(),
  pre_invoice_id: z.number().int().nullable(),
  /** Negative for a reversal. */
  amount: z.number(),
  paid_on: z.string(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  source: z.enum(PAYMENT_SOURCES),
  /** The payment this one reverses (a reversal), else null. */
  reverses_id: z.number().int().nullable(),
  /** The reversal of this payment, once reversed. */
  reversed_by_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** What a document owes after a payment: its status, paid and open amounts. */
const documentBalanceSchema = z.object({
  status: z.string(),
  paid_amount: z.number(),
  open_amount: z.number(),
});
export type DocumentBalance = z.infer<typeof documentBalanceSchema>;

export const paymentRecordedAnswerSchema = okAnswer({ payment: paymentSchema, balance: documentBalanceSchema });
export type PaymentRecordedAnswer = z.infer<typeof paymentRecordedAnswerSchema>;

/** A document's payments, oldest first (a document has few: bounded by `MAX_PAYMENTS_PER_DOCUMENT`). */
export const paymentsAnswerSchema = okAnswer({ payments: z.array(paymentSchema), balance: documentBalanceSchema });
export type PaymentsAnswer = z.infer<typeof paymentsAnswerSchema>;

/** Payments (and reversals) one document may have: more is a mistake to stop, not a list to page. */
export const MAX_PAYMENTS_PER_DOCUMENT = 200;

/** Days between payment reminders: 1 to 60 (7 by default). */
export const reminderIntervalDays = z
  .number({ error: 'reminderIntervalInvalid' })
  .int('reminderIntervalInvalid')
  .min(1, 'reminderIntervalInvalid')
  .max(60, 'reminderIntervalInvalid');

/** Days an invoice may be overdue before checkout is refused: 0 to 365, or null for never. */
export const blockOverdueDays = z
  .number({ error: 'blockOverdueDaysInvalid' })
  .int('blockOverdueDaysInvalid')
  .min(0, 'blockOverdueDaysInvalid')
  .max(365, 'blockOverdueDaysInvalid')
  .nullable();

import { centsToEuros, isIsoDate, type Language, parseMoneyInput, type RecordPayment } from '@shop/domain';

/** The payment form as typed (decision 078): the amount as text in the screen's language, the day, the bank's reference, a note. */
export interface PaymentDraft {
  amount: string;
  paid_on: string;
  reference: string;
  note: string;
}

/** A field's refusal, by the key of its text. */
export type PaymentDraftErrors = Partial<
  Record<'amount' | 'paid_on', 'staffValidation.amountInvalid' | 'validation.dateInvalid' | 'adminDocuments.payments.dateInFuture'>
>;

export const emptyPaymentDraft = (today: string): PaymentDraft => ({ amount: '', paid_on: today, reference: '', note: '' });

/**
 * The request body of a typed payment, or the fields refused: the amount read by the shop's one money
 * parser in the screen's language ("12,50" in Lithuanian, "12.50" in English), above 0; the day a real
 * one, not after today (Lithuania); reference and note trimmed, left out when empty. Whether the amount
 * is more than is open is the server's word (409 OVERPAYMENT naming the open amount).
 */
export function readPaymentDraft(draft: PaymentDraft, today: string, language: Language): { body: RecordPayment } | { errors: PaymentDraftErrors } {
  const errors: PaymentDraftErrors = {};
  const cents = parseMoneyInput(draft.amount, language);
  if (cents === null || cents <= 0) errors.amount = 'staffValidation.amountInvalid';
  const day = draft.paid_on.trim();
  if (!isIsoDate(day)) errors.paid_on = 'validation.dateInvalid';
  else if (day > today) errors.paid_on = 'adminDocuments.payments.dateInFuture';
  if (cents === null || Object.keys(errors).length > 0) return { errors };
  const reference = draft.reference.trim();
  const note = draft.note.trim();
  return { body: { amount: centsToEuros(cents), paid_on: day, ...(reference ? { reference } : {}), ...(note ? { note } : {}) } };
}

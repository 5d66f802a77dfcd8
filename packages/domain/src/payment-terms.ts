import { z } from 'zod';
import { addDays } from './vilnius-time.ts';
import { parseStoredJson } from './stored-json.ts';
import { paymentTermsOf } from './vocabulary.ts';

/**
 * Payment terms are chosen, not parsed (decision 054). A customer's terms, the shop's default and each
 * issued document hold a rule; the text beside it (`payment_terms`) is derived from the rule
 * and never read back. One function, `documentPaymentTerms`, gives a document's due date and the
 * terms line it prints, so the two cannot contradict each other.
 */

export const PAYMENT_TERMS_MAX_DAYS = 365;

const netDaysRuleSchema = z.strictObject({
  code: z.literal('net_days'),
  days: z.number('paymentTermsDays').int('paymentTermsDays').min(0, 'paymentTermsDays').max(PAYMENT_TERMS_MAX_DAYS, 'paymentTermsDays'),
});
const prepaymentRuleSchema = z.strictObject({ code: z.literal('prepayment') });

/** `{"code": "net_days", "days": N}` (0–365) or `{"code": "prepayment"}` (the whole amount before delivery). */
export const paymentTermsRuleSchema = z.discriminatedUnion('code', [netDaysRuleSchema, prepaymentRuleSchema], { error: 'paymentTermsInvalid' });
export type PaymentTermsRule = z.infer<typeof paymentTermsRuleSchema>;

/** The spec: "Net 30 days default payment terms". */
export const DEFAULT_PAYMENT_TERMS_RULE: PaymentTermsRule = { code: 'net_days', days: 30 };

/** The English text stored beside a rule (the `payment_terms` field): "Net 30 days", "100 % prepayment". */
export function paymentTermsText(rule: PaymentTermsRule): string {
  return rule.code === 'prepayment' ? '100 % prepayment' : `Net ${rule.days} ${rule.days === 1 ? 'day' : 'days'}`;
}

/** A rule as stored (JSON text), or null when there is none or it is not a rule. */
export function parseStoredPaymentTermsRule(stored: string | null | undefined): PaymentTermsRule | null {
  return parseStoredJson(paymentTermsRuleSchema, stored);
}

export function storedPaymentTermsRule(rule: PaymentTermsRule | null): string | null {
  return rule ? JSON.stringify(rule.code === 'prepayment' ? { code: rule.code } : { code: rule.code, days: rule.days }) : null;
}

/**
 * The rule an old stored text says, for the migration and for clients that still send the text
 * field: only texts the shop's vocabulary recognises ("Net 30 days", "30 dienų", "100 % prepayment")
 * and days the rule allows; anything else is null (an administrator chooses).
 */
export function paymentTermsRuleOf(text: string | null | undefined): PaymentTermsRule | null {
  const terms = paymentTermsOf(text);
  const parsed = terms ? paymentTermsRuleSchema.safeParse(terms) : null;
  return parsed?.success ? parsed.data : null;
}

/**
 * Old terms the migration could not read (decision 054): a text is kept while no rule was chosen, so
 * the administrators see it and choose; meanwhile the shop's default applies.
 */
export function paymentTermsNotUnderstood(user: { payment_terms: string | null; payment_terms_rule: PaymentTermsRule | null }): boolean {
  return user.payment_terms_rule === null && Boolean(user.payment_terms?.trim());
}

/**
 * The terms line a document prints, as a code with its params (each screen and the PDF word it in its
 * language): net N days; 100 % prepayment (due on the issue date); a pre-invoice's "prepayment N % by
 * <date>"; or, on an old document whose text no rule was found for, the text as it was issued.
 */
export const paymentTermsLineSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('net_days'), days: z.number().int() }),
  z.object({ code: z.literal('prepayment') }),
  z.object({ code: z.literal('prepayment_by'), percentage: z.number(), date: z.string() }),
  z.object({ code: z.literal('as_issued'), text: z.string() }),
]);
export type PaymentTermsLine = z.infer<typeof paymentTermsLineSchema>;

type DocumentTermsInput =
  | { kind: 'invoice'; rule: PaymentTermsRule; issueDate: string }
  | { kind: 'pre_invoice'; issueDate: string; validUntil: string; prepaymentPercentage: number };

/**
 * A document's due date and its terms line, from one rule so they never contradict: an invoice is due
 * `days` after its issue date (on the issue date for prepayment customers); a pre-invoice asks its
 * prepayment percentage by its validity date and says exactly that.
 */
export function documentPaymentTerms(input: DocumentTermsInput): { dueDate: string; line: PaymentTermsLine } {
  if (input.kind === 'pre_invoice')
    return { dueDate: input.validUntil, line: { code: 'prepayment_by', percentage: input.prepaymentPercentage, date: input.validUntil } };
  if (input.rule.code === 'prepayment') return { dueDate: input.issueDate, line: { code: 'prepayment' } };
  return { dueDate: addDays(input.issueDate, input.rule.days), line: { code: 'net_days', days: input.rule.days } };
}

/** The English words of a terms line: the text an issued document stores in its `payment_terms` field. */
export function paymentTermsLineText(line: PaymentTermsLine): string {
  switch (line.code) {
    case 'net_days':
    case 'prepayment':
      return paymentTermsText(line);
    case 'prepayment_by':
      return `Prepayment ${line.percentage} % by ${line.date}`;
    case 'as_issued':
      return line.text;
  }
}

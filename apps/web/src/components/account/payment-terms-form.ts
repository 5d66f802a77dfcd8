import { z } from 'zod';
import { PAYMENT_TERMS_MAX_DAYS, type PaymentTermsRule } from '@shop/domain';

/**
 * The payment terms as a form holds them (decision 054): the select's code ('' = the shop's default,
 * where a form offers it) and the days as typed. Shared by the administrator's user form and the
 * invoice settings.
 */
export const termsFormFields = {
  terms_code: z.enum(['', 'net_days', 'prepayment']),
  terms_days: z.string().trim(),
};
type TermsFormValues = { terms_code: '' | 'net_days' | 'prepayment'; terms_days: string };

/** Net days need whole days from 0 to 365 (the domain's rule); checked on the form's object. */
export function checkTermsDays(values: TermsFormValues, ctx: z.RefinementCtx): void {
  if (values.terms_code !== 'net_days') return;
  const days = Number(values.terms_days);
  if (!/^\d{1,3}$/.test(values.terms_days) || days > PAYMENT_TERMS_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['terms_days'], message: 'paymentTermsDays' });
}

export function termsFormValues(rule: PaymentTermsRule | null): TermsFormValues {
  if (!rule) return { terms_code: '', terms_days: '30' };
  return rule.code === 'net_days' ? { terms_code: 'net_days', terms_days: String(rule.days) } : { terms_code: 'prepayment', terms_days: '30' };
}

/** The rule the form says; null for the shop's default. */
export function ruleOfTermsForm(values: TermsFormValues): PaymentTermsRule | null {
  if (values.terms_code === 'net_days') return { code: 'net_days', days: Number(values.terms_days) };
  if (values.terms_code === 'prepayment') return { code: 'prepayment' };
  return null;
}

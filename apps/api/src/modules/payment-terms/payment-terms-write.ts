import { paymentTermsRuleOf, paymentTermsText, storedPaymentTermsRule, type PaymentTermsRule } from '@shop/domain';
import { fieldError } from '../../http/app-error.ts';

/**
 * The terms a write sets (decision 054): the rule chosen, its text derived from it. A client written
 * before the rule may send only the text: one the shop's vocabulary reads ("Net 14 days", "30 dienų",
 * "100 % prepayment") becomes its rule, anything else is refused (400, `textField`), so nothing is
 * kept that no due date can be computed from. Both sent: they must say the same. `null` from a
 * customer's form clears the rule (the shop's default applies). Nothing sent: undefined.
 */
export function termsOfWrite(
  rule: PaymentTermsRule | null | undefined,
  text: string | null | undefined,
  textField: string,
): { rule: PaymentTermsRule | null; text: string | null } | undefined {
  const said = text?.trim() ? paymentTermsRuleOf(text) : null;
  if (text?.trim() && (!said || (rule !== undefined && storedPaymentTermsRule(said) !== storedPaymentTermsRule(rule))))
    throw fieldError('paymentTermsNotUnderstood', textField, 'paymentTermsNotUnderstood');
  const chosen = rule !== undefined ? rule : text !== undefined ? said : undefined;
  if (chosen === undefined) return undefined;
  return { rule: chosen, text: chosen ? paymentTermsText(chosen) : null };
}

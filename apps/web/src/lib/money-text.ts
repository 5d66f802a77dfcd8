import { texts } from './render-context.ts';
import { centsToEuros, parseMoneyInput, type Cents } from '@shop/domain';
import { formatAmount } from './format.ts';
import { currentLanguage } from './i18n.ts';

// Decision 061: every price field of the web reads what a person typed with the domain's one money
// parser, in the screen's language, and shows it back formatted in that language.

/** The typed text in cents, read in the screen's language; null when it is no amount. */
export const parseMoneyText = (text: string): Cents | null => parseMoneyInput(text, currentLanguage());

/** A stored amount as a money input shows it ("1 234,56", "1,234.56"); '' for none. */
export const moneyText = (euros: number | null | undefined): string =>
  typeof euros === 'number' && Number.isFinite(euros) ? formatAmount(euros) : '';

/** The amount in euros of a text, or null when the text is empty or no amount. */
export function moneyEuros(text: string): number | null {
  const cents = text.trim() === '' ? null : parseMoneyText(text);
  return cents === null ? null : centsToEuros(cents);
}

/**
 * Whether a price field's text is refused: not an amount, or 0 where 0 is no price. Empty text is
 * not refused here: whether a field may stay empty is its form's rule.
 */
export function isRefusedMoney(text: string, allowZero = false): boolean {
  if (text.trim() === '') return false;
  const cents = parseMoneyText(text);
  return cents === null || (!allowZero && cents === 0);
}

/** The refusal naming the field: "SHOP price of ALF-002: enter an amount above 0". */
export const moneyRefusal = (field: string): string => texts().t('moneyInput.invalid', { field });

/** The refusal of the first refused field of a screen, saying how many more there are. */
export function moneyRefusals(fields: readonly string[]): string | null {
  const [first] = fields;
  if (first === undefined) return null;
  const text = moneyRefusal(first);
  return fields.length === 1 ? text : texts().t('moneyInput.moreInvalid', { first: text, count: fields.length - 1 });
}

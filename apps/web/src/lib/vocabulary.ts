import type { TFunction } from 'i18next';
import { countryText as countryIn, type Language, type PaymentTermsLine, type PaymentTermsRule } from '@shop/domain';
import { currentLanguage } from './i18n.ts';

/**
 * The shop's vocabulary in the reader's language (decision 029): a stored country is named by the
 * browser's own country names (`Intl.DisplayNames`, through the domain); payment terms are worded from
 * their rule or a document's terms line (decision 054), never read from a stored text.
 */
export function countryText(value: string | null | undefined, language: Language = currentLanguage()): string {
  return countryIn(value, language);
}

/** A payment terms rule in the reader's language: "Net 14 days", "Apmokėti per 14 dienų", "100 % prepayment". */
export function paymentTermsWords(t: TFunction, rule: PaymentTermsRule): string {
  return rule.code === 'net_days' ? t('vocabulary.paymentTerms.netDays', { count: rule.days }) : t('vocabulary.paymentTerms.prepayment');
}

/**
 * The terms line a document prints, in the reader's language (`day` words a document's date as its
 * viewer does); an old document's unread text as issued.
 */
export function termsLineWords(t: TFunction, line: PaymentTermsLine, day: (isoDate: string) => string): string {
  if (line.code === 'prepayment_by') return t('vocabulary.paymentTerms.prepaymentBy', { percentage: line.percentage, date: day(line.date) });
  if (line.code === 'as_issued') return line.text;
  return paymentTermsWords(t, line);
}

import type { TFunction } from 'i18next';
import { countryText as countryIn, type Language, paymentTermsOf } from '@shop/domain';
import { currentLanguage } from './i18n.ts';

/**
 * The shop's vocabulary in the reader's language (decision 029): a stored country is named by the
 * browser's own country names (`Intl.DisplayNames`, through the domain), payment terms the domain
 * recognises from the locale (`vocabulary.*`); anything else exactly as entered.
 */
export function countryText(value: string | null | undefined, language: Language = currentLanguage()): string {
  return countryIn(value, language);
}

export function paymentTermsText(t: TFunction, value: string | null | undefined): string {
  const terms = paymentTermsOf(value);
  if (!terms) return (value ?? '').trim();
  return terms.code === 'net_days' ? t('vocabulary.paymentTerms.netDays', { count: terms.days }) : t('vocabulary.paymentTerms.prepayment');
}

import type { TFunction } from 'i18next';
import { countryCodeOf, paymentTermsOf } from '@shop/domain';

/**
 * The shop's vocabulary in the reader's language (decision 029): a stored country or payment terms text
 * the domain recognises is shown from the locale (`vocabulary.*`); anything else exactly as entered.
 */
export function countryText(t: TFunction, value: string | null | undefined): string {
  const code = countryCodeOf(value);
  return code ? t(`vocabulary.countries.${code}`) : (value ?? '').trim();
}

export function paymentTermsText(t: TFunction, value: string | null | undefined): string {
  const terms = paymentTermsOf(value);
  if (!terms) return (value ?? '').trim();
  return terms.code === 'net_days' ? t('vocabulary.paymentTerms.netDays', { count: terms.days }) : t('vocabulary.paymentTerms.prepayment');
}

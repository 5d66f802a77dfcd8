/**
 * The shop's own vocabulary as codes: countries and payment terms. Texts are stored as the operator or
 * the customer typed them ("Lithuania", "Net 30 days"); screens and PDFs recognise the code and show it
 * in the reader's language (the web's locales, the PDF's text table). Anything not recognised is shown
 * as entered. Product data is never translated.
 */

export const COUNTRY_CODES = ['LT', 'LV', 'EE', 'PL', 'DE', 'OTHER'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Spellings a stored country may have: the address form's English names, the Lithuanian names, ISO codes. */
const COUNTRY_SPELLINGS: Record<CountryCode, readonly string[]> = {
  LT: ['lithuania', 'lietuva', 'lt', 'ltu', 'republic of lithuania', 'lietuvos respublika'],
  LV: ['latvia', 'latvija', 'lv', 'lva'],
  EE: ['estonia', 'estija', 'eesti', 'ee', 'est'],
  PL: ['poland', 'lenkija', 'polska', 'pl', 'pol'],
  DE: ['germany', 'vokietija', 'deutschland', 'de', 'deu'],
  OTHER: ['other', 'kita'],
};

/** The code of a stored country text, or null when it is not one of the shop's countries. */
export function countryCodeOf(value: string | null | undefined): CountryCode | null {
  const key = value?.trim().toLowerCase();
  if (!key) return null;
  return COUNTRY_CODES.find((code) => COUNTRY_SPELLINGS[code].includes(key)) ?? null;
}

export type PaymentTerms = { code: 'net_days'; days: number } | { code: 'prepayment' };

const NET_DAYS = [
  /^(?:net|payment within|within|pay within)\s+(\d{1,3})\s+days?$/i, // Net 30 days, Payment within 14 days
  /^(\d{1,3})\s+(?:days?|d\.|dien[aąosų]+)(?:\s+net)?$/i, // 30 days, 30 dienų, 14 d.
  /^(?:mokėjimas|apmokėti)\s+per\s+(\d{1,3})\s+(?:d\.|dien[aąosų]+)$/i, // Mokėjimas per 14 dienų
];
const PREPAYMENT = /^(?:100\s*%\s*)?(?:prepayment|pre-payment|išankstinis apmokėjimas)$/i;

/** The code (and days) of a stored payment terms text, or null when it is free text to show as entered. */
export function paymentTermsOf(value: string | null | undefined): PaymentTerms | null {
  const text = value?.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  if (PREPAYMENT.test(text)) return { code: 'prepayment' };
  for (const pattern of NET_DAYS) {
    const days = pattern.exec(text)?.[1];
    if (days !== undefined) return { code: 'net_days', days: Number(days) };
  }
  return null;
}

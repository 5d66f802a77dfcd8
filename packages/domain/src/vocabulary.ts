/**
 * The shop's own vocabulary as codes: payment terms (countries are ISO codes, `countries.ts`). Texts
 * are stored as the operator typed them ("Net 30 days"); screens and PDFs recognise the code and show
 * it in the reader's language (the web's locales, the PDF's text table). Anything not recognised is
 * shown as entered. Product data is never translated.
 */

type PaymentTerms = { code: 'net_days'; days: number } | { code: 'prepayment' };

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

/** Money is integer cents inside the program; the API speaks decimal euros. */
export type Cents = number;

export function eurosToCents(euros: number): Cents {
  // Round half away from zero on the third decimal, guarding float noise (0.285 → 29).
  return Math.sign(euros) * Math.round(Math.abs(euros) * 100 + 1e-9);
}

export function centsToEuros(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** The signs a language groups thousands with besides spaces (Intl: en-US "1,234.56"; lt-LT only a no-break space). */
const GROUPING_SIGN: Record<'lt' | 'en', ',' | null> = { en: ',', lt: null };
/** A space, a no-break space (U+00A0) or a narrow no-break space (U+202F), as Intl groups thousands. */
const SPACE = '[ \\u00A0\\u202F]';
const SPACE_GROUPS = new RegExp(`^\\d{1,3}(?:${SPACE}\\d{3})+$`);

/** The whole euros of the text before the decimal sign: plain digits, or thousands grouped by spaces or by `sign`. */
function wholeDigits(whole: string, sign: ',' | '.' | null): string | null {
  if (/^\d*$/.test(whole)) return whole;
  if (SPACE_GROUPS.test(whole)) return whole.replace(new RegExp(SPACE, 'g'), '');
  if (sign && new RegExp(`^\\d{1,3}(?:\\${sign}\\d{3})+$`).test(whole)) return whole.split(sign).join('');
  return null;
}

/** Where the decimal sign is (-1: none) and which sign groups thousands, or null when the signs read two ways. */
function signsOf(text: string, language: 'lt' | 'en'): { decimalAt: number; grouping: ',' | '.' | null } | null {
  const comma = text.lastIndexOf(',');
  const point = text.lastIndexOf('.');
  // Both signs: the last one is the decimal sign, the other groups ("1,234.56", "1.234,56").
  if (comma >= 0 && point >= 0) return { decimalAt: Math.max(comma, point), grouping: comma > point ? '.' : ',' };
  if (comma < 0 && point < 0) return { decimalAt: -1, grouping: null };
  const sign = comma >= 0 ? ',' : '.';
  const many = text.indexOf(sign) !== text.lastIndexOf(sign);
  // Only the screen language's grouping sign may group ("1,234" is 1 234 in English, never in Lithuanian).
  if (sign === GROUPING_SIGN[language] && (many || /\d{3}$/.test(text.slice(text.lastIndexOf(sign) + 1)))) return { decimalAt: -1, grouping: sign };
  return many ? null : { decimalAt: text.lastIndexOf(sign), grouping: null };
}

/**
 * THE money parser of the shop (decision 061): a euro amount as a person types it, in cents, or null.
 * A comma or a point is the decimal sign, followed by one or two digits ("50,5", "50.50", ".5");
 * thousands may be grouped by a space, a no-break or a narrow no-break space ("1 234,56", as Intl
 * writes lt-LT); when both a comma and a point appear, the last is the decimal sign and the other
 * groups ("1,234.56", "1.234,56"). A lone comma or point followed by three digits is a grouping
 * sign only where the screen's language groups with it (English: "1,234" is 1 234,00); otherwise
 * it is a decimal sign with three decimals and refused (Lithuanian "1,234", any "1.234"): an
 * ambiguous amount is never silently read as a thousand times it. Empty text, a sign (+, -), an
 * exponent, more than two decimals, groups not of three digits, a currency sign and anything else
 * are null. Whether empty means "clear" and which bounds apply stays with the caller.
 */
export function parseMoneyInput(text: string, language: 'lt' | 'en' = 'lt'): Cents | null {
  const trimmed = text.trim();
  if (!/^[\d., \u00A0\u202F]+$/.test(trimmed)) return null;
  const signs = signsOf(trimmed, language);
  if (!signs) return null;
  const whole = wholeDigits(signs.decimalAt < 0 ? trimmed : trimmed.slice(0, signs.decimalAt), signs.grouping);
  const fraction = signs.decimalAt < 0 ? '' : trimmed.slice(signs.decimalAt + 1);
  if (whole === null || (signs.decimalAt >= 0 && !/^\d{1,2}$/.test(fraction))) return null;
  if (whole === '' && fraction === '') return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Whether an amount in euros is whole cents (at most two decimals, as typed). */
export const inCents = (euros: number): boolean => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

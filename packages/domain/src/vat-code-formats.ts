/**
 * The form of each EU member state's VAT identification number (decision 063), as the
 * European Commission's VIES describes them: the two-letter prefix (Greece's is EL, Northern Ireland's
 * XI) and what follows it, written without spaces, dots or dashes and in capitals. Only the form: a
 * code of the right form may still not exist (VIES answers that, not us).
 */
// biome-ignore format: a table reads better in rows
const EU_VAT_CODE_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^ATU\d{8}$/,                      // ATU + 8 digits
  BE: /^BE[01]\d{9}$/,                   // 10 digits, the first 0 or 1
  BG: /^BG\d{9,10}$/,                    // 9 or 10 digits
  CY: /^CY\d{8}[A-Z]$/,                  // 8 digits and a letter
  CZ: /^CZ\d{8,10}$/,                    // 8, 9 or 10 digits
  DE: /^DE\d{9}$/,                       // 9 digits
  DK: /^DK\d{8}$/,                       // 8 digits
  EE: /^EE\d{9}$/,                       // 9 digits
  EL: /^EL\d{9}$/,                       // Greece: 9 digits
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,       // 9 characters, the first or last a letter or a digit
  FI: /^FI\d{8}$/,                       // 8 digits
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,      // 2 characters (letters but I and O, or digits) and 9 digits
  HR: /^HR\d{11}$/,                      // 11 digits
  HU: /^HU\d{8}$/,                       // 8 digits
  IE: /^IE(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, // 7 digits and 1 or 2 letters, or the old form
  IT: /^IT\d{11}$/,                      // 11 digits
  LT: /^LT(?:\d{9}|\d{12})$/,            // 9 or 12 digits
  LU: /^LU\d{8}$/,                       // 8 digits
  LV: /^LV\d{11}$/,                      // 11 digits
  MT: /^MT\d{8}$/,                       // 8 digits
  NL: /^NL\d{9}B\d{2}$/,                 // 9 digits, B and 2 digits
  PL: /^PL\d{10}$/,                      // 10 digits
  PT: /^PT\d{9}$/,                       // 9 digits
  RO: /^RO[1-9]\d{1,9}$/,                // 2 to 10 digits, no leading 0
  SE: /^SE\d{10}01$/,                    // 12 digits, the last two 01
  SI: /^SI\d{8}$/,                       // 8 digits
  SK: /^SK\d{10}$/,                      // 10 digits
  XI: /^XI(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/, // Northern Ireland: 9 or 12 digits, or GD/HA and 3 digits
};

/** The VAT prefix of an EU VAT code ("DE123456789" → "DE"), or null for a prefix of no member state. */
export function euVatPrefixOf(code: string): string | null {
  const prefix = code.slice(0, 2);
  return Object.hasOwn(EU_VAT_CODE_FORMATS, prefix) ? prefix : null;
}

/** Whether a normalised VAT code with an EU prefix has that member state's form (call with euVatPrefixOf's prefix). */
export const hasEuVatCodeForm = (code: string, prefix: string): boolean => EU_VAT_CODE_FORMATS[prefix]?.test(code) ?? false;

/**
 * Countries as ISO 3166-1 alpha-2 codes: what the shop stores for a billing or shipping
 * country, what documents and the i.SAF file carry, and what every country select offers. Names come
 * from `Intl.DisplayNames` in the reader's language, never from a table of our own.
 *
 * The list is ISO 3166-1's officially assigned alpha-2 codes (249, as published by the ISO 3166
 * Maintenance Agency). No zod here: the web's first load may read this file.
 */
import { foldText } from './fold-text.ts';

// biome-ignore format: a table of codes reads better in rows
export const COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
  'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN',
  'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE',
  'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM',
  'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM',
  'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC',
  'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG',
  'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS',
  'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO',
  'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Where the shop's buyers are: the first option of every select and the default. */
export const HOME_COUNTRY: CountryCode = 'LT';

/** The shipping-address form's choices (five countries; "Other" opens the full list). */
export const SHIPPING_COUNTRY_CHOICES = ['LT', 'LV', 'EE', 'PL', 'DE'] as const satisfies readonly CountryCode[];

// Made on first use, never at import: a page that imports a neighbour of this module (a part name, a
// constant) leaves the table out of its bundle.
let codes: ReadonlySet<string> | null = null;

export function isCountryCode(value: unknown): value is CountryCode {
  codes ??= new Set(COUNTRY_CODES);
  return typeof value === 'string' && codes.has(value);
}

type Language = 'en' | 'lt';
const displayNames: Partial<Record<Language, Intl.DisplayNames>> = {};
function namesIn(language: Language): Intl.DisplayNames {
  displayNames[language] ??= new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  return displayNames[language];
}

/** The country's name in the reader's language ("Lietuva", "Lithuania"). */
export function countryName(code: CountryCode, language: Language): string {
  return namesIn(language).of(code) ?? code;
}

/** Every country for a select: the home country first, then the rest by name in the reader's language. */
export function countryOptions(language: Language): Array<{ code: CountryCode; name: string }> {
  const collator = new Intl.Collator(language);
  const rest = COUNTRY_CODES.filter((code) => code !== HOME_COUNTRY)
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return [{ code: HOME_COUNTRY, name: countryName(HOME_COUNTRY, language) }, ...rest];
}

/** Lower case without accents or punctuation: "Lietuvos Respublika" and "lietuvos respublika" meet. */
const fold = (text: string) =>
  foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Spellings stored before countries were codes that no display name gives. */
const OTHER_SPELLINGS: Record<string, CountryCode> = {
  ltu: 'LT',
  'republic of lithuania': 'LT',
  'lietuvos respublika': 'LT',
  lva: 'LV',
  est: 'EE',
  eesti: 'EE',
  pol: 'PL',
  polska: 'PL',
  deu: 'DE',
  deutschland: 'DE',
  ukraine: 'UA',
};

let byName: Map<string, CountryCode> | null = null;
function nameIndex(): Map<string, CountryCode> {
  if (!byName) {
    byName = new Map(Object.entries(OTHER_SPELLINGS) as Array<[string, CountryCode]>);
    for (const language of ['en', 'lt'] as const) {
      for (const code of COUNTRY_CODES) byName.set(fold(countryName(code, language)), code);
    }
  }
  return byName;
}

/**
 * The code of a country as text was stored ("LT", "lt", "Lithuania", "Lietuva", "Ukraina"), or null
 * when it names no country ("Other", "Atlantis", empty): a caller decides what that means, never a
 * default.
 */
export function countryCodeOf(value: string | null | undefined): CountryCode | null {
  const text = value?.trim();
  if (!text) return null;
  const upper = text.toUpperCase();
  if (isCountryCode(upper)) return upper;
  return nameIndex().get(fold(text)) ?? null;
}

/** A stored country in the reader's language: a recognised one by its name, anything else as entered. */
export function countryText(value: string | null | undefined, language: Language): string {
  const code = countryCodeOf(value);
  return code ? countryName(code, language) : (value ?? '').trim();
}

import { countryCodeOf } from './countries.ts';
import type { ValidationMessageKey } from './messages.ts';

/**
 * Postal codes as documents print them (decision 063). A Lithuanian one is five digits,
 * written "LT-12345" (as the Lithuanian post writes it) or "12345", and kept as "LT-12345". Any other
 * country's is 2 to 10 letters, digits, spaces or hyphens with at least one digit, starting and ending
 * with a letter or digit ("LV-1050", "00-950", "SW1A 1AA", "D02 X285"), kept in capitals.
 */
const LITHUANIAN = /^(?:LT[\s-]?)?(\d{5})$/i;
const OTHER = /^(?=.*\d)[A-Z0-9](?:[A-Z0-9 -]{0,8}[A-Z0-9])$/i;

const tidy = (value: string) => value.trim().replace(/\s+/g, ' ').toUpperCase();

/** What is wrong with a postal code for that country (an ISO code or a stored name), or null; empty: see the schemas. */
export function postalCodeRefusal(value: string, country: string | null | undefined): ValidationMessageKey | null {
  const code = tidy(value);
  if (code === '') return null;
  if (countryCodeOf(country) === 'LT') return LITHUANIAN.test(code) ? null : 'postalCodeLithuanian';
  return OTHER.test(code) ? null : 'postalCodeInvalid';
}

/** A postal code as stored: a Lithuanian one as "LT-12345", any other in capitals with single spaces. */
export function normalisePostalCode(value: string, country: string | null | undefined): string {
  const code = tidy(value);
  const lithuanian = countryCodeOf(country) === 'LT' ? LITHUANIAN.exec(code) : null;
  return lithuanian ? `LT-${lithuanian[1]}` : code;
}

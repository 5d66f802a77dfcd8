import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { ValidationMessageKey } from './messages.ts';

/**
 * Phone numbers as documents print them (decision 063): read with libphonenumber-js (its
 * "min" metadata: the length of a number for its country, not digit ranges that go stale), a number
 * without its country code read as Lithuanian ("8 612 34567", "612 34567"), and kept in international
 * format ("+370 612 34567"). Only digits, spaces, "+", brackets, dots, slashes and dashes: the library
 * would find a number inside any text ("call +370 …"), which is not a phone number.
 */
const PHONE_CHARACTERS = /^[+\d\s()./-]+$/;

// The shop's home country (countries.ts HOME_COUNTRY), as the library's type of country names it.
const READ_AS = { defaultCountry: 'LT', extract: false } as const;
const parsed = (value: string) => (PHONE_CHARACTERS.test(value) ? parsePhoneNumberFromString(value, READ_AS) : undefined);

/** What is wrong with a phone number as typed, or null; empty is no phone (the field is optional). */
export function phoneRefusal(value: string): ValidationMessageKey | null {
  const text = value.trim();
  if (text === '') return null;
  return parsed(text)?.isValid() ? null : 'phoneInvalid';
}

/** A phone number as stored: in international format ("8 612 34567" → "+370 612 34567"); anything unreadable as typed. */
export function normalisePhone(value: string): string {
  const text = value.trim();
  const number = parsed(text);
  return number?.isValid() ? number.formatInternational() : text;
}

/**
 * What is wrong with a stored phone number (an administrator's flag): a stored number must be in
 * international format, which every number written since decision 063 is.
 */
export function storedPhoneRefusal(value: string | null | undefined): ValidationMessageKey | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (phoneRefusal(text)) return 'phoneInvalid';
  return PHONE_CHARACTERS.test(text) && isValidPhoneNumber(text) ? null : 'phoneNotInternational';
}

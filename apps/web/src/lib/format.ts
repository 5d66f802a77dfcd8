import type { Language } from '@shop/domain';
import { currentLanguage } from './i18n.ts';

/** Lithuanian gives lt-LT formatting, anything else en-US. */
function localeOf(language: Language = currentLanguage()): 'lt-LT' | 'en-US' {
  return language === 'lt' ? 'lt-LT' : 'en-US';
}

/**
 * One formatter per language and kind, made on first use: building an Intl formatter costs far more
 * than using one, and a catalogue page formats a few hundred prices.
 */
function cached<T>(make: (locale: 'lt-LT' | 'en-US') => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) {
      formatter = make(localeOf(language));
      made.set(language, formatter);
    }
    return formatter;
  };
}
const moneyFormat = cached(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const dateFormat = cached((locale) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }));
const monthFormat = cached((locale) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }));
const dateTimeFormat = cached((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }));

const amountFormat = cached((locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * An amount as a money input shows it back (decision 061): two decimals, thousands grouped, no
 * currency sign — "1 234,56" in Lithuanian, "1,234.56" in English; the domain's parseMoneyInput
 * reads it back in the same language.
 */
export function formatAmount(euros: number, language: Language = currentLanguage()): string {
  return amountFormat(language).format(euros);
}

/** Euros with the € sign and two decimals; empty or invalid amounts show €0.00. */
export function formatMoney(amount: number | string | null | undefined, language: Language = currentLanguage()): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : amount;
  const safe = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return moneyFormat(language).format(safe);
}

export function formatDate(iso: string | null | undefined, language: Language = currentLanguage()): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(language).format(date);
}

export function formatDateTime(iso: string | null | undefined, language: Language = currentLanguage()): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(language).format(date);
}

/** A month `YYYY-MM` by name: "November 2026", "2026 m. lapkritis". */
export function formatMonth(month: string, language: Language = currentLanguage()): string {
  return monthFormat(language).format(new Date(`${month}-01T00:00:00Z`));
}

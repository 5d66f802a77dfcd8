import type { Language } from '@shop/domain';
import { currentLanguage } from './i18n.ts';

/** Spec section 1: Lithuanian gives lt-LT formatting, anything else en-US. */
export function localeOf(language: Language = currentLanguage()): 'lt-LT' | 'en-US' {
  return language === 'lt' ? 'lt-LT' : 'en-US';
}

/** Euros with the € sign and two decimals; empty or invalid amounts show €0.00. */
export function formatMoney(amount: number | string | null | undefined, language: Language = currentLanguage()): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : amount;
  const safe = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    safe,
  );
}

export function formatDate(iso: string | null | undefined, language: Language = currentLanguage()): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(language), { year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

export function formatDateTime(iso: string | null | undefined, language: Language = currentLanguage()): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

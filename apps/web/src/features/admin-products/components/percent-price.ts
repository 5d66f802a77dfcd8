import { centsToEuros } from '@shop/domain';
import { moneyText, parseMoneyText } from '@/lib/money-text.ts';
import type { Parsed } from './bulk-edits.ts';

/** Spec: the bulk public price shortcuts set 80, 85 or 90 percent of the retail price. */
export const PUBLIC_PRICE_SHORTCUTS = [80, 85, 90] as const;

/** A percentage of a euro amount, rounded half-up to the cent, as the text of a price input in the screen's language. */
export function percentOf(retail: number, percent: number): string {
  const cents = Math.round((Math.round(retail * 100) * percent) / 100);
  return moneyText(cents / 100);
}

const MAX_BULK_PRICE_CENTS = 100_000 * 100;

/** A price input's text as a number: '' is a clear (null), anything else must be more than 0 (a public price of 0 would show the product for nothing). */
export function parsePriceInput(text: string): { valid: true; value: number | null } | { valid: false } {
  if (text.trim() === '') return { valid: true, value: null };
  const cents = parseMoneyText(text);
  if (cents === null || cents === 0 || cents > MAX_BULK_PRICE_CENTS) return { valid: false };
  return { valid: true, value: centsToEuros(cents) };
}

/** A stock input's text: a whole number of at least 0. */
export function parseStockInput(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= 10_000_000 ? value : null;
}

/** `parseStockInput` as a bulk row reads it. */
export function readStockInput(text: string): Parsed<number> {
  const value = parseStockInput(text);
  return value === null ? { valid: false } : { valid: true, value };
}

import { VAT_RATE } from './constants.ts';
import type { Cents } from './money.ts';

/** Orders with a subtotal under €200 carry a €30 order completion fee; €200 or more ships free. */
export const FREE_SHIPPING_FROM_CENTS = 20_000;
export const ORDER_COMPLETION_FEE_CENTS = 3_000;

export interface Totals {
  subtotal: Cents;
  shipping: Cents;
  tax: Cents;
  total: Cents;
}

/** VAT on an amount excluding VAT, rounded half-up to the cent (away from zero for a credit). */
export function vatOn(netCents: Cents): Cents {
  const vat = Math.floor(Math.abs(netCents) * VAT_RATE + 0.5 + 1e-9);
  return netCents < 0 ? -vat : vat;
}

/**
 * Subtotal = the lines excluding VAT; the fee applies under €200 (not to an empty cart);
 * VAT 21 % on subtotal plus fee, rounded half-up to the cent once per order.
 */
export function orderTotals(lines: ReadonlyArray<{ unitCents: Cents; quantity: number }>): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const shipping = subtotal > 0 && subtotal < FREE_SHIPPING_FROM_CENTS ? ORDER_COMPLETION_FEE_CENTS : 0;
  const tax = vatOn(subtotal + shipping);
  return { subtotal, shipping, tax, total: subtotal + shipping + tax };
}

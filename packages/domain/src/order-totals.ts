import { VAT_RATE } from './constants.ts';
import type { Cents } from './money.ts';

/** Orders with a subtotal under €200 carry a €30 order completion fee; €200 or more ships free. */
export const FREE_SHIPPING_FROM_CENTS = 20_000;
const ORDER_COMPLETION_FEE_CENTS = 3_000;

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

/** One VAT rate's part of an issued document: the rate in percent, the amount it is charged on and its VAT. */
interface VatPart {
  ratePercent: number;
  netCents: Cents;
  vatCents: Cents;
}

/**
 * A document's amounts by VAT rate, as i.SAF and the accounting journal report them. The shop charges
 * one rate on the lines and the order completion fee, so a document has one part; a document with a
 * second rate would have a part for each.
 */
export function vatPartsOf(document: { subtotal_cents: Cents; shipping_cents: Cents; tax_cents: Cents }): VatPart[] {
  return [{ ratePercent: Math.round(VAT_RATE * 100), netCents: document.subtotal_cents + document.shipping_cents, vatCents: document.tax_cents }];
}

import type { Cents } from './money.ts';
import { vatOn } from './order-totals.ts';

/**
 * What a credit note may take back of an invoice, and what one asks for (decision 055), in cents:
 * the same rules for the API, which issues the note under the order's lock, and for the web's preview.
 */

/** A credit-note line either takes back units at their price or credits a price difference on units the buyer keeps. */
export const CREDIT_LINE_KINDS = ['returned', 'price_correction'] as const;
type CreditLineKind = (typeof CREDIT_LINE_KINDS)[number];

/**
 * A document line as stored, in cents: an invoice's (positive quantity) or a credit note's (negative
 * quantity, positive unit price). A price correction's unit price is the difference, with the price
 * before and after it; a line without a kind is a returned one (notes issued before decision 055).
 */
export interface CreditableLine {
  sku: string;
  quantity: number;
  unit_price_cents: Cents;
  total_price_cents: Cents;
  kind?: CreditLineKind | undefined;
  invoiced_unit_price_cents?: Cents | undefined;
  corrected_unit_price_cents?: Cents | undefined;
}

/** One invoice line's units still on the invoice: how many at each price, the highest price first. */
export interface LineLeft {
  sku: string;
  tiers: Array<{ unitCents: Cents; units: number }>;
}

/** The invoice's amounts not yet credited (positive): goods excl. VAT, the order completion fee, VAT. */
export interface AmountsLeft {
  subtotal: Cents;
  shipping: Cents;
  tax: Cents;
}

export const creditSkuKey = (sku: string): string => sku.trim().toLowerCase();
export const unitsOf = (line: LineLeft): number => line.tiers.reduce((sum, tier) => sum + tier.units, 0);

function move(line: LineLeft, unitCents: Cents, units: number): void {
  const tier = line.tiers.find((t) => t.unitCents === unitCents);
  if (tier) tier.units += units;
  else line.tiers.push({ unitCents, units });
  line.tiers = line.tiers.filter((t) => t.units > 0).sort((a, b) => b.unitCents - a.unitCents);
}

/**
 * The units left on each invoice line (by SKU key) after the credit notes already issued: a returned
 * line takes its units away at the price it credited; a price correction moves its units from the
 * price before to the corrected one.
 */
export function linesLeft(invoiceLines: readonly CreditableLine[], notes: ReadonlyArray<readonly CreditableLine[]>): Map<string, LineLeft> {
  const left = new Map<string, LineLeft>();
  for (const line of invoiceLines) {
    const key = creditSkuKey(line.sku);
    const entry = left.get(key) ?? { sku: line.sku, tiers: [] };
    move(entry, line.unit_price_cents, line.quantity);
    left.set(key, entry);
  }
  for (const note of notes)
    for (const line of note) {
      const entry = left.get(creditSkuKey(line.sku));
      if (!entry) continue;
      const units = -line.quantity;
      if (line.kind === 'price_correction') {
        move(entry, line.invoiced_unit_price_cents ?? line.unit_price_cents, -units);
        move(entry, line.corrected_unit_price_cents ?? 0, units);
      } else move(entry, line.unit_price_cents, -units);
    }
  return left;
}

/** What the administrator asks for: lines by SKU (a corrected net unit price makes a price correction) and a discount. */
export interface CreditAsk {
  items?: ReadonlyArray<{ sku: string; quantity: number; unitPriceCents?: Cents | undefined }> | undefined;
  /** Net amount off the whole invoice, in cents (> 0). */
  discountCents?: Cents | undefined;
}

export interface CreditPlan {
  lines: Array<{ sku: string; quantity: number; unitCents: Cents; totalCents: Cents; kind: CreditLineKind; fromCents?: Cents; toCents?: Cents }>;
  /** The note's amounts, negative: subtotal = lines + discount. */
  subtotal: Cents;
  shipping: Cents;
  tax: Cents;
  total: Cents;
  /** Subtotal minus the lines: the discount asked for (negative), or on the last note the discounts credited before (positive). */
  discount: Cents;
  /** The note leaves nothing on the invoice. */
  closes: boolean;
}

export type CreditRefusal =
  | { reason: 'nothingToCredit' }
  | { reason: 'creditLineUnknown'; params: { sku: string } }
  | { reason: 'creditLineRepeated'; params: { sku: string } }
  | { reason: 'nothingToCreditLine'; params: { sku: string } }
  | { reason: 'creditTooMuch'; params: { sku: string; left: number } }
  | { reason: 'creditPriceNotLower'; params: { sku: string; price: string } }
  | { reason: 'creditExceedsInvoice'; params: { amount: string } };

const euros = (cents: Cents) => (cents / 100).toFixed(2);

/** Takes `units` from the line's highest prices first (the invoiced price before any corrected one). */
function take(line: LineLeft, units: number): Array<{ unitCents: Cents; units: number }> {
  const taken: Array<{ unitCents: Cents; units: number }> = [];
  let wanted = units;
  for (const tier of line.tiers) {
    if (wanted === 0) break;
    const n = Math.min(tier.units, wanted);
    taken.push({ unitCents: tier.unitCents, units: n });
    wanted -= n;
  }
  return taken;
}

/**
 * The credit note asked for, or why it is refused. Returned units are credited at the invoiced price
 * (units already price-corrected last); a price correction credits (price − corrected) on the units it
 * names, which keep their place on the invoice; a discount credits a net sum. Nothing credits more than
 * is left: per line its units, in all the goods excl. VAT left (the fee goes back only with the last
 * note). The note that leaves nothing on the invoice credits exactly what is left, fee and every cent
 * of VAT; a partial one its net amount and the VAT on it, rounded half-up (decision 038).
 */
export function planCreditNote(left: ReadonlyMap<string, LineLeft>, amounts: AmountsLeft, ask: CreditAsk): CreditPlan | CreditRefusal {
  if (amounts.subtotal + amounts.shipping + amounts.tax <= 0 && [...left.values()].every((line) => unitsOf(line) === 0))
    return { reason: 'nothingToCredit' };
  const discount = ask.discountCents ?? 0;
  const items =
    ask.items ??
    (ask.discountCents === undefined
      ? [...left.values()].filter((line) => unitsOf(line) > 0).map((line) => ({ sku: line.sku, quantity: unitsOf(line), unitPriceCents: undefined }))
      : []);
  if (items.length === 0 && discount === 0) return { reason: 'nothingToCredit' };

  const lines: CreditPlan['lines'] = [];
  const seen = new Set<string>();
  const returned = new Map<string, number>();
  for (const item of items) {
    const key = creditSkuKey(item.sku);
    const line = left.get(key);
    if (!line) return { reason: 'creditLineUnknown', params: { sku: item.sku } };
    if (seen.has(key)) return { reason: 'creditLineRepeated', params: { sku: item.sku } };
    seen.add(key);
    const units = unitsOf(line);
    if (units === 0) return { reason: 'nothingToCreditLine', params: { sku: item.sku } };
    if (item.quantity > units) return { reason: 'creditTooMuch', params: { sku: item.sku, left: units } };
    const taken = take(line, item.quantity);
    if (item.unitPriceCents === undefined) {
      returned.set(key, item.quantity);
      for (const tier of taken)
        lines.push({ sku: line.sku, quantity: -tier.units, unitCents: tier.unitCents, totalCents: -tier.units * tier.unitCents, kind: 'returned' });
      continue;
    }
    const corrected = item.unitPriceCents;
    const lowest = taken[taken.length - 1]!.unitCents;
    if (corrected >= lowest) return { reason: 'creditPriceNotLower', params: { sku: line.sku, price: euros(lowest) } };
    for (const tier of taken) {
      const difference = tier.unitCents - corrected;
      lines.push({
        sku: line.sku,
        quantity: -tier.units,
        unitCents: difference,
        totalCents: -tier.units * difference,
        kind: 'price_correction',
        fromCents: tier.unitCents,
        toCents: corrected,
      });
    }
  }

  const linesTotal = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const closesByUnits = [...left].every(([key, line]) => unitsOf(line) === (returned.get(key) ?? 0));
  const exceeds: CreditRefusal = { reason: 'creditExceedsInvoice', params: { amount: euros(Math.max(amounts.subtotal, 0)) } };
  const net = linesTotal - discount;
  if (closesByUnits ? discount > 0 : -net > amounts.subtotal) return exceeds;
  const closes = closesByUnits || (-net === amounts.subtotal && amounts.shipping === 0);
  const subtotal = closes ? -amounts.subtotal : net;
  const shipping = closes ? -amounts.shipping : 0;
  const tax = closes ? -amounts.tax : vatOn(net);
  if (!closes && -(subtotal + tax) > amounts.subtotal + amounts.shipping + amounts.tax) return exceeds;
  return { lines, subtotal, shipping, tax, total: subtotal + shipping + tax, discount: subtotal - linesTotal, closes };
}

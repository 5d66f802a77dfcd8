import { errorTextOf, priceBoundBreaches, type BoundedPriceOwner, type BoundedProduct, type Cents, type PriceBoundBreach } from '@shop/domain';
import type { Tx } from '../../db/transaction.ts';
import { fail } from '../../http/app-error.ts';
import { highestResellerPrices } from './pricing.repository.ts';

// Decision 061: every write of a price keeps the order of a product's prices (SHOP, BAR and customer
// prices at most the public price, the public price at least the wholesale price) or is refused with
// the first bound it breaks (400, the limit named) — unless the request confirms it
// (`confirm_price_limits: true`). A confirmed breach is written into the audit entry of the price
// under this field, with the refusal's English text, so the log says who confirmed what.

/** The field of a `price` audit entry that records a confirmed breach (null before: a note, not a column). */
export const PRICE_LIMITS_CONFIRMED = 'price_limits_confirmed';

/** The audit field of a product's confirmed breach, to spread into the state the audit records after the write. */
export const confirmedNote = (notes: ReadonlyMap<number, string>, id: number) => {
  const note = notes.get(id);
  return note ? { [PRICE_LIMITS_CONFIRMED]: note } : {};
};

/** A product row's prices as the bounds read them. */
interface PricedRow {
  id: number;
  sku: string;
  price_cents: Cents;
  wholesale_price_cents: Cents;
  price_excl_vat_excise_cents: Cents | null;
}

const boundedOf = (row: Omit<PricedRow, 'id'>): BoundedProduct => ({
  sku: row.sku,
  retailCents: row.price_cents,
  wholesaleCents: row.wholesale_price_cents,
  priceExclVatExciseCents: row.price_excl_vat_excise_cents,
});

/**
 * Refuses the first breach unless the request confirms it; answers the audit note of the confirmed
 * breaches (their English texts), or null when every bound holds.
 */
function confirmedBreaches(breaches: readonly PriceBoundBreach[], confirm: boolean | undefined): string | null {
  const [first] = breaches;
  if (!first) return null;
  if (confirm !== true) throw fail(first.reason, first.params);
  return breaches.map((breach) => errorTextOf(breach.reason, breach.params)).join('; ');
}

const OWN_PRICES = ['price_cents', 'wholesale_price_cents', 'price_excl_vat_excise_cents'] as const;

/**
 * The bounds of products whose own prices (public, wholesale, retail) are being written, against the
 * reseller prices stored for them: refused unless confirmed (the caller holds the products' locks,
 * so no reseller price moves meanwhile). A row whose own prices are those of `before` is not checked:
 * an edit of a description never answers for prices nobody touched. Answers the audit note per
 * product with a confirmed breach.
 */
export async function checkProductPrices(
  trx: Tx,
  written: readonly PricedRow[],
  confirm: boolean | undefined,
  before: ReadonlyMap<number, Omit<PricedRow, 'id'>> = new Map(),
): Promise<Map<number, string>> {
  const rows = written.filter((row) => OWN_PRICES.some((field) => before.get(row.id)?.[field] !== row[field]));
  if (rows.length === 0) return new Map();
  const stored = await highestResellerPrices(
    trx,
    rows.map((row) => row.id),
  );
  const resellers = new Map<number, Array<{ owner: BoundedPriceOwner; cents: Cents }>>();
  for (const price of stored)
    resellers.set(price.product_id, [...(resellers.get(price.product_id) ?? []), { owner: price.owner, cents: price.price_cents }]);
  const notes = new Map<number, string>();
  for (const row of rows) {
    const note = confirmedBreaches(priceBoundBreaches(boundedOf(row), resellers.get(row.id)), confirm);
    if (note) notes.set(row.id, note);
  }
  return notes;
}

/**
 * The bounds of reseller prices being written (SHOP, BAR or one customer's), each against its
 * product's public price as the locked row holds it. Answers the audit note per product.
 */
export function checkResellerPrices(
  products: ReadonlyMap<number, Omit<PricedRow, 'id'>>,
  prices: ReadonlyArray<{ productId: number; owner: BoundedPriceOwner; cents: Cents }>,
  confirm: boolean | undefined,
): Map<number, string> {
  const written = new Map<number, Array<{ owner: BoundedPriceOwner; cents: Cents }>>();
  for (const { productId, owner, cents } of prices) written.set(productId, [...(written.get(productId) ?? []), { owner, cents }]);
  const notes = new Map<number, string>();
  for (const [productId, own] of written) {
    const row = products.get(productId);
    if (!row) continue;
    // Only the prices written: a product whose public price already broke its bound is not this write's refusal.
    const breaches = priceBoundBreaches(boundedOf(row), own).filter((breach) => breach.reason !== 'publicPriceBelowWholesale');
    const note = confirmedBreaches(breaches, confirm);
    if (note) notes.set(productId, note);
  }
  return notes;
}

/** The highest customer's own price of each product, by product id: the bound a lowered public price meets. */
export async function highestCustomerCents(db: Parameters<typeof highestResellerPrices>[0], productIds: number[]): Promise<Map<number, Cents>> {
  const rows = await highestResellerPrices(db, productIds);
  return new Map(rows.flatMap((row): Array<[number, Cents]> => (row.owner === 'customer' ? [[row.product_id, row.price_cents]] : [])));
}

import type { UserType } from './constants.ts';
import type { Cents } from './money.ts';
import { resolvePublicPrice } from './pricing.ts';

// Decision 061: the prices of a product hold an order. A reseller's price (SHOP, BAR, a customer's
// own) is never above the public price, and the public price is never below the wholesale price.
// The public price is the one a visitor sees (decision 005): the price excluding VAT and excise, else
// the retail price. A write that breaks the order is refused with one of the reasons below unless the
// administrator confirms it (`confirm_price_limits`), and the confirmation is audited.
// No zod here: the web's first load reads the reasons.

/** A product's own prices as the bounds read them, in cents. */
export interface BoundedProduct {
  sku: string;
  retailCents: Cents;
  wholesaleCents: Cents;
  priceExclVatExciseCents: Cents | null;
}

/** Whose price a bounded price is: a customer type's or one customer's own. */
export type BoundedPriceOwner = UserType | 'customer';

const PRICE_BOUND_REASONS = ['shopPriceAbovePublic', 'barPriceAbovePublic', 'customerPriceAbovePublic', 'publicPriceBelowWholesale'] as const;
export type PriceBoundReason = (typeof PRICE_BOUND_REASONS)[number];

/** A broken bound: its reason, the product's SKU, the price written and the limit it breaks, in euros ("60.00"). */
export interface PriceBoundBreach {
  reason: PriceBoundReason;
  params: { sku: string; price: string; limit: string };
}

const ABOVE_PUBLIC: Record<BoundedPriceOwner, PriceBoundReason> = {
  SHOP: 'shopPriceAbovePublic',
  BAR: 'barPriceAbovePublic',
  customer: 'customerPriceAbovePublic',
};

const euros = (cents: Cents) => (cents / 100).toFixed(2);

/** Whether a refusal is a price bound, which an administrator may confirm. */
export const isPriceBoundReason = (reason: string | undefined): reason is PriceBoundReason =>
  (PRICE_BOUND_REASONS as readonly string[]).includes(reason ?? '');

/** The public price a visitor sees: excluding VAT and excise, else retail (decision 005). */
const publicPriceCents = (product: BoundedProduct): Cents =>
  resolvePublicPrice({ priceExclVatExciseCents: product.priceExclVatExciseCents, retailCents: product.retailCents }).cents;

/** A SHOP, BAR or customer price above the product's public price, or null when it is within. */
export function resellerPriceBreach(product: BoundedProduct, owner: BoundedPriceOwner, cents: Cents): PriceBoundBreach | null {
  const limit = publicPriceCents(product);
  return cents > limit ? { reason: ABOVE_PUBLIC[owner], params: { sku: product.sku, price: euros(cents), limit: euros(limit) } } : null;
}

/** A public price below the product's wholesale price, or null. */
export function publicPriceBreach(product: BoundedProduct): PriceBoundBreach | null {
  const price = publicPriceCents(product);
  return price < product.wholesaleCents
    ? { reason: 'publicPriceBelowWholesale', params: { sku: product.sku, price: euros(price), limit: euros(product.wholesaleCents) } }
    : null;
}

/**
 * Every bound a product's prices break: its public price against its wholesale price, and each
 * reseller price given (the highest stored SHOP, BAR and customer price, or the ones being written)
 * against its public price. Empty when the prices hold their order.
 */
export function priceBoundBreaches(
  product: BoundedProduct,
  resellerPrices: ReadonlyArray<{ owner: BoundedPriceOwner; cents: Cents }> = [],
): PriceBoundBreach[] {
  const breaches = [publicPriceBreach(product), ...resellerPrices.map(({ owner, cents }) => resellerPriceBreach(product, owner, cents))];
  return breaches.filter((breach): breach is PriceBoundBreach => breach !== null);
}

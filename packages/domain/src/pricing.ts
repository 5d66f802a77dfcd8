import { VAT_RATE, type UserType } from './constants.ts';
import type { Cents } from './money.ts';

/** Where a logged-in customer's price comes from, highest priority first. */
type CustomerPriceLevel = 'custom' | 'user_type' | 'wholesale';
/** Where a visitor's price comes from. */
type PublicPriceLevel = 'price_excl_vat' | 'retail';

interface ResolvedPrice {
  cents: Cents;
  level: CustomerPriceLevel;
  /** Readable source: "Custom price", "SHOP price", "BAR price", "Wholesale price". */
  source: string;
  /** The type (SHOP/BAR) whose price applies, for a `user_type` level. */
  userType?: UserType;
}

/**
 * Spec: custom price for that customer, else the price for its type (SHOP/BAR), else wholesale.
 * A SHOP without a type price uses wholesale; a regular customer (no type) never gets a type price.
 */
export function resolveCustomerPrice(input: {
  wholesaleCents: Cents;
  userType: UserType | null;
  userTypeCents: Cents | null;
  customCents: Cents | null;
}): ResolvedPrice {
  if (input.customCents !== null) return { cents: input.customCents, level: 'custom', source: 'Custom price' };
  if (input.userType && input.userTypeCents !== null)
    return { cents: input.userTypeCents, level: 'user_type', source: `${input.userType} price`, userType: input.userType };
  return { cents: input.wholesaleCents, level: 'wholesale', source: 'Wholesale price' };
}

/** Visitors see the price excluding VAT and excise, or the retail price where none is set. */
export function resolvePublicPrice(input: { priceExclVatExciseCents: Cents | null; retailCents: Cents }): { cents: Cents; level: PublicPriceLevel } {
  return input.priceExclVatExciseCents !== null
    ? { cents: input.priceExclVatExciseCents, level: 'price_excl_vat' }
    : { cents: input.retailCents, level: 'retail' };
}

/** Share of the retail price excluding VAT that a reseller pays when no wholesale price is given. */
const DEFAULT_WHOLESALE_SHARE = 0.75;

/**
 * Wholesale price (excl. VAT) derived from the retail price (incl. VAT) when the administrator leaves
 * it empty: retail without VAT, less a 25 % reseller margin, rounded to the cent. See decision 005.
 */
export function defaultWholesaleCents(retailCents: Cents): Cents {
  return Math.round((retailCents / (1 + VAT_RATE)) * DEFAULT_WHOLESALE_SHARE);
}

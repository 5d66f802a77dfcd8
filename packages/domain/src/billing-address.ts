import { countryCodeOf } from './countries.ts';

// What a billing address is made of and what a stored one lacks (decision 053). No zod here: the
// web's first load names the missing parts of a refusal (lib/error-text).

/** The parts of a billing address, in the order a document prints them (and a refusal names them). */
export const BILLING_ADDRESS_PARTS = ['billing_address', 'billing_postal_code', 'billing_city', 'billing_country'] as const;
export type BillingAddressPart = (typeof BILLING_ADDRESS_PARTS)[number];

type StoredBillingAddress = Partial<Record<BillingAddressPart, string | null | undefined>>;

/**
 * What a stored billing address lacks: empty parts, and a country that names no country (a text
 * stored before countries were codes that `countryCodeOf` does not recognise). Empty when complete.
 */
export function missingBillingParts(address: StoredBillingAddress): BillingAddressPart[] {
  return BILLING_ADDRESS_PARTS.filter((part) => (part === 'billing_country' ? countryCodeOf(address[part]) === null : !address[part]?.trim()));
}

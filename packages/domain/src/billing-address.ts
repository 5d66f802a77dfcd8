import { BILLING_ADDRESS_PARTS, type BillingAddressPart } from './billing-address-parts.ts';
import { countryCodeOf } from './countries.ts';

// What a stored billing address lacks (decision 053); its parts are named in billing-address-parts.ts.

type StoredBillingAddress = Partial<Record<BillingAddressPart, string | null | undefined>>;

/**
 * What a stored billing address lacks: empty parts, and a country that names no country (a text
 * stored before countries were codes that `countryCodeOf` does not recognise). Empty when complete.
 */
export function missingBillingParts(address: StoredBillingAddress): BillingAddressPart[] {
  return BILLING_ADDRESS_PARTS.filter((part) => (part === 'billing_country' ? countryCodeOf(address[part]) === null : !address[part]?.trim()));
}

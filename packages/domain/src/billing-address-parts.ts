// The parts of a billing address (decision 053), alone in their module: the web's first load names
// the missing parts of a refusal (lib/error-text) without loading the list of countries.

/** The parts of a billing address, in the order a document prints them (and a refusal names them). */
export const BILLING_ADDRESS_PARTS = ['billing_address', 'billing_postal_code', 'billing_city', 'billing_country'] as const;
export type BillingAddressPart = (typeof BILLING_ADDRESS_PARTS)[number];

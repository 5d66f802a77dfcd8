import { z } from 'zod';
import { requiredLine } from './text-input.ts';
import { countryCodeOf, HOME_COUNTRY } from './countries.ts';

/**
 * The buyer's billing address (decision 053): VAT Law art. 80 wants the buyer's address on
 * every invoice, so registration asks for it and the profile and the administrators' edit keep it
 * complete. One set of rules for the three.
 */

const requiredText = requiredLine;

/**
 * A country as the API takes it: an ISO 3166-1 alpha-2 code ("LT", any case), or a name the shop
 * recognises ("Lithuania", "Lietuva", as older clients send it); kept as the code.
 * Empty is `countryRequired`; anything else (e.g. "XX", "Other") is `countryInvalid`.
 */
export const countryCodeField = z
  .string({ error: 'countryRequired' })
  .trim()
  .min(1, 'countryRequired')
  .max(100, 'countryInvalid')
  .transform((value, context) => {
    const code = countryCodeOf(value);
    if (code) return code;
    context.addIssue({ code: 'custom', message: 'countryInvalid' });
    return z.NEVER;
  });

/** The four fields, each required when given (the administrators' edit sends only what it changes). */
export const billingAddressFields = {
  billing_address: requiredText('streetRequired', 300),
  billing_city: requiredText('cityRequired', 100),
  billing_postal_code: requiredText('postalCodeRequired', 20),
  billing_country: countryCodeField,
};

/** Registration and the profile: street, city and postal code required; the country defaults to Lithuania. */
export const billingAddressSchema = z.object({ ...billingAddressFields, billing_country: countryCodeField.default(HOME_COUNTRY) });

/** The administrators' edit: any of the four, each validated as above (an address cannot be emptied). */
export const billingAddressPatchFields = {
  billing_address: billingAddressFields.billing_address.optional(),
  billing_city: billingAddressFields.billing_city.optional(),
  billing_postal_code: billingAddressFields.billing_postal_code.optional(),
  billing_country: billingAddressFields.billing_country.optional(),
};

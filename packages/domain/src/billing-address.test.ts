import { describe, expect, it } from 'vitest';
import { missingBillingParts } from './billing-address.ts';
import { billingAddressSchema } from './billing-address.schemas.ts';

describe('the billing address (decision 053)', () => {
  it('when a stored address lacks parts or names no country, then those parts are missing, in the order a document prints them', () => {
    expect(missingBillingParts({})).toEqual(['billing_address', 'billing_postal_code', 'billing_city', 'billing_country']);
    expect(
      missingBillingParts({ billing_address: 'Gedimino pr. 1', billing_city: ' ', billing_postal_code: 'LT-01103', billing_country: 'Other' }),
    ).toEqual(['billing_city', 'billing_country']);
    expect(
      missingBillingParts({
        billing_address: 'Gedimino pr. 1',
        billing_city: 'Vilnius',
        billing_postal_code: 'LT-01103',
        billing_country: 'Lithuania',
      }),
    ).toEqual([]);
  });

  it('when a form gives no country, then it is Lithuania; a name or a lower-case code becomes its code; an unknown one is refused', () => {
    const address = { billing_address: 'Gedimino pr. 1', billing_city: 'Vilnius', billing_postal_code: 'LT-01103' };
    expect(billingAddressSchema.parse(address).billing_country).toBe('LT');
    expect(billingAddressSchema.parse({ ...address, billing_country: 'pl' }).billing_country).toBe('PL');
    expect(billingAddressSchema.parse({ ...address, billing_country: 'Latvija' }).billing_country).toBe('LV');
    const refused = billingAddressSchema.safeParse({ ...address, billing_country: 'XX' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['billing_country', 'countryInvalid']]);
  });
});

import { CountrySelect } from '@/components/ui/country-select.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { BoundField } from '@/lib/form-field.ts';
import type { CompanyField } from './company-values.ts';
import type { FieldFlags } from './stored-value-flags.tsx';

/** The label keys shared by the profile's and the user page's company fields (`profile.fields.*`, `adminUsers.form.*`). */
type CompanyLabel =
  | 'companyName'
  | 'contactPerson'
  | 'companyRegNumber'
  | 'taxId'
  | 'email'
  | 'phone'
  | 'billingAddress'
  | 'city'
  | 'postalCode'
  | 'country';

interface CompanyFieldsProps {
  field: (name: CompanyField) => BoundField;
  label: (key: CompanyLabel) => string;
  /** One's own account: the browser may fill the fields in. */
  autofill?: boolean;
  /** Stored values that break today's rules, each shown under its field (decision 063). */
  flags?: FieldFlags;
}

/** Company name, contact person, registration and tax numbers, the e-mail (read only) and the phone. */
export function CompanyContactFields({
  field,
  label,
  autofill = false,
  email,
  emailHint,
  regNumberRequired = false,
  flags = {},
}: CompanyFieldsProps & { email: string; emailHint?: string; regNumberRequired?: boolean }) {
  const auto = (value: string) => (autofill ? value : undefined);
  return (
    <>
      <TextField label={label('companyName')} required autoComplete={auto('organization')} {...field('company_name')} />
      <TextField label={label('contactPerson')} required autoComplete={auto('name')} {...field('contact_person')} />
      <TextField label={label('companyRegNumber')} required={regNumberRequired} hint={flags.company_reg_number} {...field('company_reg_number')} />
      <TextField label={label('taxId')} hint={flags.tax_id} {...field('tax_id')} />
      <TextField label={label('email')} type="email" value={email} readOnly disabled hint={emailHint} />
      <TextField label={label('phone')} type="tel" autoComplete={auto('tel')} hint={flags.phone} {...field('phone')} />
    </>
  );
}

/**
 * The billing address a document prints (decision 053): street, city and postal code required, the
 * country chosen from every country in the reader's language. `countryPlaceholder` adds an empty
 * first option, for an account whose country is not known (the administrators' edit).
 */
export function BillingAddressFields({
  field,
  label,
  autofill = false,
  countryPlaceholder,
  flags = {},
}: CompanyFieldsProps & { countryPlaceholder?: string }) {
  const auto = (value: string) => (autofill ? value : undefined);
  return (
    <>
      <TextField
        className="sm:col-span-2"
        label={label('billingAddress')}
        required
        autoComplete={auto('street-address')}
        {...field('billing_address')}
      />
      <TextField label={label('city')} required autoComplete={auto('address-level2')} {...field('billing_city')} />
      <TextField
        label={label('postalCode')}
        required
        autoComplete={auto('postal-code')}
        hint={flags.billing_postal_code}
        {...field('billing_postal_code')}
      />
      <CountrySelect
        label={label('country')}
        required
        autoComplete={auto('country')}
        placeholder={countryPlaceholder}
        {...field('billing_country')}
      />
    </>
  );
}

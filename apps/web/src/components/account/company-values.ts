import type { User } from '@shop/domain';

/** The company data a customer keeps on the profile and an administrator edits on the user page. */
const COMPANY_FIELDS = [
  'company_name',
  'contact_person',
  'company_reg_number',
  'tax_id',
  'phone',
  'billing_address',
  'billing_city',
  'billing_postal_code',
  'billing_country',
] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];

/** The form values of a user's company data: absent texts are empty, the tax id falls back to the VAT number. */
export function companyValuesOf(user: User): Record<CompanyField, string> & Pick<User, 'language'> {
  return {
    company_name: user.company_name ?? '',
    contact_person: user.contact_person ?? '',
    company_reg_number: user.company_reg_number ?? '',
    tax_id: user.tax_id ?? user.vat_number ?? '',
    phone: user.phone ?? '',
    billing_address: user.billing_address ?? '',
    billing_city: user.billing_city ?? '',
    billing_postal_code: user.billing_postal_code ?? '',
    billing_country: user.billing_country ?? '',
    language: user.language ?? 'en',
  };
}

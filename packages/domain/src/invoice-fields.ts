import type { z } from 'zod';
import { companyCodeRefusal, normaliseVatCode, vatCodeRefusal } from './company-details.ts';
import { countryCodeOf } from './countries.ts';
import type { ValidationMessageKey } from './messages.ts';
import { phoneRefusal, storedPhoneRefusal } from './phone-numbers.ts';
import { normalisePostalCode, postalCodeRefusal } from './postal-codes.ts';

/**
 * The account's fields documents print, each checked as what it is (decision 063): one rule
 * for registration, the profile, the administrators' edit (API and forms) and the flags of stored
 * values. The company code and the postal code are read with the billing country.
 */
export const INVOICE_FIELDS = ['company_reg_number', 'tax_id', 'phone', 'billing_postal_code'] as const;
type InvoiceField = (typeof INVOICE_FIELDS)[number];
type Text = string | null | undefined;
type InvoiceFieldValues = Partial<Record<InvoiceField | 'billing_country', Text>>;
type InvoiceFieldRefusals = Partial<Record<InvoiceField, ValidationMessageKey>>;

const given = (value: Text): value is string => typeof value === 'string' && value.trim() !== '';
const sameText = (a: Text, b: Text) => (a ?? '').trim() === (b ?? '').trim();
const RULES: Record<InvoiceField, (value: string, country: Text) => ValidationMessageKey | null> = {
  company_reg_number: companyCodeRefusal,
  tax_id: (value) => vatCodeRefusal(normaliseVatCode(value)),
  phone: phoneRefusal,
  billing_postal_code: postalCodeRefusal,
};

/**
 * What is wrong with the `fields` of `values` (empty ones are the schemas' business). With `stored`
 * (an edit of an account), a field is checked only when it differs from the stored value, and the
 * postal code also when the country changes: what the account already holds is flagged, never a
 * reason to refuse another change (decisions 056 and 063).
 */
export function invoiceFieldRefusals(
  values: InvoiceFieldValues,
  stored?: InvoiceFieldValues,
  fields: readonly InvoiceField[] = INVOICE_FIELDS,
): InvoiceFieldRefusals {
  const country = values.billing_country !== undefined ? values.billing_country : stored?.billing_country;
  const countryChanged =
    stored !== undefined && values.billing_country !== undefined && countryCodeOf(values.billing_country) !== countryCodeOf(stored.billing_country);
  const refusals: InvoiceFieldRefusals = {};
  for (const field of fields) {
    const value =
      values[field] !== undefined ? values[field] : field === 'billing_postal_code' && countryChanged ? stored?.billing_postal_code : undefined;
    if (!given(value)) continue;
    const unchanged =
      stored !== undefined &&
      (field === 'tax_id' ? normaliseVatCode(value) === normaliseVatCode(stored.tax_id ?? '') : sameText(value, stored[field])) &&
      !(field === 'billing_postal_code' && countryChanged);
    if (unchanged) continue;
    const refusal = RULES[field](value, country);
    if (refusal) refusals[field] = refusal;
  }
  return refusals;
}

/**
 * The stored values that break today's rules, for the administrators' customer page and the
 * customer's profile: shown, never rewritten (decision 063). A stored phone must be international.
 */
export function storedValueFlags(stored: InvoiceFieldValues): InvoiceFieldRefusals {
  const flags = invoiceFieldRefusals(stored, undefined, ['company_reg_number', 'tax_id', 'billing_postal_code']);
  const phone = storedPhoneRefusal(stored.phone);
  return phone ? { ...flags, phone } : flags;
}

/** A zod refinement of a form or request: each refusal of `fields` on its field. */
export function refuseInvoiceFields(fields: readonly InvoiceField[], stored?: InvoiceFieldValues) {
  return (value: InvoiceFieldValues, context: z.RefinementCtx) => {
    for (const [field, message] of Object.entries(invoiceFieldRefusals(value, stored, fields))) {
      context.addIssue({ code: 'custom', message, path: [field] });
    }
  };
}

/** The values with the billing postal code as stored (a Lithuanian one "LT-12345"). */
export function withStoredPostalCode<T extends InvoiceFieldValues>(value: T): T {
  const code = value.billing_postal_code;
  return given(code) ? { ...value, billing_postal_code: normalisePostalCode(code, value.billing_country) } : value;
}

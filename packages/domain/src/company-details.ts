import { z } from 'zod';
import { countryCodeOf } from './countries.ts';
import { ISAF_MAX_LENGTH } from './isaf.ts';
import type { ValidationMessageKey } from './messages.ts';
import { parseStoredJson } from './stored-json.ts';
import { euVatPrefixOf, hasEuVatCodeForm } from './vat-code-formats.ts';

/**
 * Decision 056: the company details documents and i.SAF print. An approved customer's change of them
 * is held until an administrator confirms it; the account keeps the confirmed values meanwhile.
 */
export const HELD_COMPANY_FIELDS = ['company_name', 'company_reg_number', 'tax_id'] as const;
export type HeldCompanyField = (typeof HELD_COMPANY_FIELDS)[number];

/** A customer's change of company details that waits for an administrator: only the fields it changes. */
export const pendingCompanyChangesSchema = z.object({
  company_name: z.string().optional(),
  company_reg_number: z.string().optional(),
  /** The VAT code asked for; null asks to remove it. */
  tax_id: z.string().nullable().optional(),
  requested_at: z.string(),
});
export type PendingCompanyChanges = z.infer<typeof pendingCompanyChangesSchema>;

/**
 * A company code documents and i.SAF can carry (i.SAF's buyer `RegistrationNumber` is text of at most
 * 35 characters): letters, digits, spaces, dots, slashes and dashes, with at least one digit. A
 * Lithuanian company's code is 9 digits (checked against the billing country: companyCodeRefusal).
 */
const COMPANY_CODE_MAX = ISAF_MAX_LENGTH.RegistrationNumber;
const COMPANY_CODE = /^(?=.*\d)[A-Za-z0-9][A-Za-z0-9 ./-]*$/;
const LITHUANIAN_COMPANY_CODE = /^\d{9}$/;

/**
 * What is wrong with a company code for a buyer of that billing country (stored as a code or an old
 * text), or null. The profile and the administrators' edit check a code only when it changes.
 */
export function companyCodeRefusal(code: string, billingCountry: string | null | undefined): ValidationMessageKey | null {
  const trimmed = code.trim();
  if (trimmed.length > COMPANY_CODE_MAX || !COMPANY_CODE.test(trimmed)) return 'companyCodeInvalid';
  return countryCodeOf(billingCountry) === 'LT' && !LITHUANIAN_COMPANY_CODE.test(trimmed) ? 'companyCodeLithuanian' : null;
}

/** Registration's company code: required, and one documents and i.SAF can carry (the country is checked by the API). */
export const companyCodeField = z
  .string({ error: 'companyRegNumberRequired' })
  .trim()
  .min(1, 'companyRegNumberRequired')
  .superRefine((value, context) => {
    const refusal = companyCodeRefusal(value, null);
    if (refusal) context.addIssue({ code: 'custom', message: refusal });
  });

/**
 * A VAT code with its country prefix, written without spaces, dots or dashes and in capitals: two
 * letters and 2 to 18 letters or digits (at most 20 characters, well inside i.SAF's 35); one with an
 * EU member state's prefix has that state's form (vat-code-formats.ts: a Lithuanian one is LT and 9 or
 * 12 digits). Empty means the buyer has none.
 */
const VAT_CODE = /^[A-Z]{2}[A-Z0-9]{2,18}$/;
export const normaliseVatCode = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

/** What is wrong with a VAT code written as normaliseVatCode writes it, or null (empty: none). */
export function vatCodeRefusal(normalised: string): ValidationMessageKey | null {
  if (normalised === '') return null;
  const prefix = euVatPrefixOf(normalised);
  if (prefix !== null && hasEuVatCodeForm(normalised, prefix)) return null;
  if (prefix === 'LT') return 'vatCodeLithuanian';
  if (prefix !== null) return 'vatCodeCountry';
  return VAT_CODE.test(normalised) ? null : 'vatCodeInvalid';
}

/** Registration's VAT code: checked and written as normaliseVatCode writes it. */
export const vatCodeField = z
  .string()
  .trim()
  .max(50, 'vatCodeInvalid')
  .transform(normaliseVatCode)
  .superRefine((value, context) => {
    const refusal = vatCodeRefusal(value);
    if (refusal) context.addIssue({ code: 'custom', message: refusal });
  })
  .nullable()
  .optional();

/** The held change as the account stores it (JSON), or null (none, or unreadable). */
export function parsePendingCompanyChanges(stored: string | null | undefined): PendingCompanyChanges | null {
  return parseStoredJson(pendingCompanyChangesSchema, stored);
}

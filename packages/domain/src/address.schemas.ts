import { z } from 'zod';
import { optionalLine, requiredLine } from './text-input.ts';
import { countryCodeField } from './billing-address.schemas.ts';
import { HOME_COUNTRY } from './countries.ts';
import { isIsoDate } from './vilnius-time.ts';
import { normalisePostalCode, postalCodeRefusal } from './postal-codes.ts';
import { requiredVersionField } from './versioning.ts';

const required = requiredLine;
const optional = (max: number) => optionalLine(max);

/** A tobacco licence is for wholesale (NTAKD) or retail (a municipality) trade. */
export const LICENCE_TYPES = ['wholesale', 'retail'] as const;
/** An administrator checks each address's licence in the public register. */
const LICENCE_STATUSES = ['unverified', 'verified', 'rejected'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];
/** The licence information system's public search, where an administrator checks a licence (no open API). */
export const LICENCE_SEARCH_URL = 'https://www.licencijavimas.lt/lis-epp-app/public/licenceSearch';

const validUntil = z
  .string()
  .trim()
  .refine((value) => value === '' || isIsoDate(value), 'dateInvalid')
  .transform((value) => value || null)
  .nullable()
  .optional();

/** POST and PUT /api/users/addresses (spec 5: name, licence, street, city and country required). */
export const addressInputSchema = z
  .object({
    address_name: required('addressNameRequired', 100),
    street_address: required('streetRequired', 300),
    city: required('cityRequired', 100),
    state_province: optional(100),
    postal_code: optional(20),
    // A code (or a recognised name, as older clients send "Lithuania"), kept as the code (decision 053).
    country: countryCodeField.default(HOME_COUNTRY),
    tobacco_license: required('tobaccoLicenseRequired', 100),
    licence_type: z.enum(LICENCE_TYPES, { error: 'licenceTypeInvalid' }).default('retail'),
    licence_issuer: optional(200),
    licence_valid_until: validUntil,
    is_default: z.boolean().optional(),
  })
  // Decision 063: the postal code is read with the address's country (a Lithuanian one kept as LT-12345).
  .superRefine((address, context) => {
    const refusal = address.postal_code ? postalCodeRefusal(address.postal_code, address.country) : null;
    if (refusal) context.addIssue({ code: 'custom', message: refusal, path: ['postal_code'] });
  })
  .overwrite((address) => (address.postal_code ? { ...address, postal_code: normalisePostalCode(address.postal_code, address.country) } : address));
export type AddressInput = z.infer<typeof addressInputSchema>;
export type AddressFormValues = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  address_name: z.string(),
  street_address: z.string(),
  city: z.string(),
  state_province: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string(),
  tobacco_license: z.string(),
  licence_type: z.enum(LICENCE_TYPES),
  licence_issuer: z.string().nullable(),
  licence_valid_until: z.string().nullable(),
  licence_status: z.enum(LICENCE_STATUSES),
  /** The administrator's note (why a licence was rejected). */
  licence_note: z.string().nullable(),
  /** Its validity date has passed (in Lithuania). */
  licence_expired: z.boolean(),
  /** Goes up with every change of the licence or of its finding, by anyone (decision 056); the finding sends it back. */
  licence_version: z.number().int(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * What an administrator verifies of a licence (decision 056): a customer's change of any of these
 * makes a verified or rejected licence unverified again. The country is compared as stored.
 */
const LICENCE_FIELDS = ['tobacco_license', 'licence_type', 'licence_issuer', 'licence_valid_until', 'country'] as const;
type LicenceField = (typeof LICENCE_FIELDS)[number];
export type LicenceFacts = Record<LicenceField, string | null>;

/** What an address's last finding was about, as stored with it (JSON): the status and the licence fields. */
export const checkedLicenceSchema = z.object({
  status: z.string(),
  tobacco_license: z.string().nullable(),
  licence_type: z.string().nullable(),
  licence_issuer: z.string().nullable(),
  licence_valid_until: z.string().nullable(),
  country: z.string().nullable(),
});

/** One field of a licence changed since it was last checked: what was checked, what is there now. */
const licenceChangeSchema = z.object({ field: z.enum(LICENCE_FIELDS), from: z.string().nullable(), to: z.string().nullable() });
export type LicenceChange = z.infer<typeof licenceChangeSchema>;

const factOf = (value: string | null | undefined) => value?.trim() || null;

/** The licence fields whose value differs (blank and missing are the same), in LICENCE_FIELDS order. */
export function licenceChanges(checked: Partial<LicenceFacts>, now: Partial<LicenceFacts>): LicenceChange[] {
  return LICENCE_FIELDS.filter((field) => factOf(checked[field]) !== factOf(now[field])).map((field) => ({
    field,
    from: factOf(checked[field]),
    to: factOf(now[field]),
  }));
}

/**
 * An address as administrators see it: besides the licence, what changed since the last finding
 * (`licence_changes`, empty for a licence never checked) and what that finding was.
 */
export const adminAddressSchema = addressSchema.extend({
  licence_previous_status: z.enum(['verified', 'rejected']).nullable(),
  licence_changes: z.array(licenceChangeSchema),
});
export type AdminAddress = z.infer<typeof adminAddressSchema>;

/**
 * `PATCH /users/admin/:userId/addresses/:addressId/licence`: the administrator's finding, with the
 * `licence_version` it was made on (required: a finding is about the licence the administrator saw).
 */
export const licenceReviewSchema = z.strictObject({
  status: z.enum(['verified', 'rejected'], { error: 'licenceStatusInvalid' }),
  note: z.string().trim().max(500, 'tooLong').nullable().optional(),
  version: requiredVersionField,
});
export type LicenceReview = z.infer<typeof licenceReviewSchema>;

/** Whether a licence valid until `validUntil` (YYYY-MM-DD) has expired on `today` (YYYY-MM-DD, Lithuania). */
export const licenceExpired = (validUntil: string | null, today: string) => validUntil !== null && validUntil < today;

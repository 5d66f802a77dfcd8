import { z } from 'zod';
import { COUNTRIES, DEFAULT_COUNTRY } from './constants.ts';
import { isIsoDate } from './lithuanian-date.ts';

const required = (key: string, max: number) => z.string({ error: key }).trim().min(1, key).max(max, 'tooLong');
const optional = (max: number) => z.string().trim().max(max, 'tooLong').nullable().optional();

/** A tobacco licence is for wholesale (NTAKD) or retail (a municipality) trade. */
export const LICENCE_TYPES = ['wholesale', 'retail'] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];
/** An administrator checks each address's licence in the public register. */
export const LICENCE_STATUSES = ['unverified', 'verified', 'rejected'] as const;
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
export const addressInputSchema = z.object({
  address_name: required('addressNameRequired', 100),
  street_address: required('streetRequired', 300),
  city: required('cityRequired', 100),
  state_province: optional(100),
  postal_code: optional(20),
  country: z.enum(COUNTRIES, { error: 'countryRequired' }).default(DEFAULT_COUNTRY),
  tobacco_license: required('tobaccoLicenseRequired', 100),
  licence_type: z.enum(LICENCE_TYPES, { error: 'licenceTypeInvalid' }).default('retail'),
  licence_issuer: optional(200),
  licence_valid_until: validUntil,
  is_default: z.boolean().optional(),
});
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
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** `PATCH /users/admin/:userId/addresses/:addressId/licence`: the administrator's finding. */
export const licenceReviewSchema = z.strictObject({
  status: z.enum(['verified', 'rejected'], { error: 'licenceStatusInvalid' }),
  note: z.string().trim().max(500, 'tooLong').nullable().optional(),
});
export type LicenceReview = z.infer<typeof licenceReviewSchema>;

/** Whether a licence valid until `validUntil` (YYYY-MM-DD) has expired on `today` (YYYY-MM-DD, Lithuania). */
export const licenceExpired = (validUntil: string | null, today: string) => validUntil !== null && validUntil < today;

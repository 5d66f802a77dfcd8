import { z } from 'zod';
import { COUNTRIES, DEFAULT_COUNTRY } from './constants.ts';

const required = (key: string, max: number) => z.string({ error: key }).trim().min(1, key).max(max, 'tooLong');
const optional = (max: number) => z.string().trim().max(max, 'tooLong').nullable().optional();

/** POST and PUT /api/users/addresses (spec 5: name, licence, street, city and country required). */
export const addressInputSchema = z.object({
  address_name: required('addressNameRequired', 100),
  street_address: required('streetRequired', 300),
  city: required('cityRequired', 100),
  state_province: optional(100),
  postal_code: optional(20),
  country: z.enum(COUNTRIES, { error: 'countryRequired' }).default(DEFAULT_COUNTRY),
  tobacco_license: required('tobaccoLicenseRequired', 100),
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
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

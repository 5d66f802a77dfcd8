import { z } from 'zod';
import { optionalLine, requiredLine } from './text-input.ts';
import { versionField } from './versioning.ts';
import { STAFF_ROLES } from './staff-roles.ts';
import { billingAddressPatchFields } from './billing-address.schemas.ts';
import { pendingCompanyChangesSchema } from './company-details.ts';
import { creditLimitField } from './credit-limit.ts';
import { paymentTermsRuleSchema } from './payment-terms.ts';
import { normalisePhone, phoneRefusal } from './phone-numbers.ts';
import { ADMIN_USERS_PAGE_SIZE, APPROVAL_STATUSES, LANGUAGES, MAX_PAGE_SIZE, USER_TYPES } from './constants.ts';

/** A user as every API answer shows it (never the password hash or token version). */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  company_name: z.string(),
  company_reg_number: z.string(),
  contact_person: z.string(),
  phone: z.string().nullable(),
  tax_id: z.string().nullable(),
  vat_number: z.string().nullable(),
  billing_address: z.string().nullable(),
  billing_city: z.string().nullable(),
  billing_postal_code: z.string().nullable(),
  billing_country: z.string().nullable(),
  payment_terms: z.string().nullable(),
  /** The chosen terms (decision 054); null: the shop's default. A text without a rule was not understood by the migration. */
  payment_terms_rule: paymentTermsRuleSchema.nullable(),
  user_type: z.enum(USER_TYPES).nullable(),
  is_active: z.boolean(),
  is_admin: z.boolean(),
  role: z.enum(['admin', 'customer']),
  /** A staff member's one role (decision 092); null for customers. */
  staff_role: z.enum(STAFF_ROLES).nullable(),
  approval_status: z.enum(APPROVAL_STATUSES),
  approved_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  email_verified: z.boolean(),
  language: z.enum(LANGUAGES),
  /** Whether the customer gets the mails it can do without: its orders' status changes (decision 085). Always answered. */
  status_mails: z.boolean().optional(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Goes up with every change to the account (decision 016). */
  version: z.number().int(),
  /** An approved customer's change of company details awaiting an administrator (decision 056); null when none. */
  pending_company_changes: pendingCompanyChangesSchema.nullable().optional(),
  /** Whether sign-in asks for an authenticator app's code (decision 094). */
  mfa_enabled: z.boolean().optional(),
  /** A member of staff without two-factor sign-in while the shop requires it: must set it up before anything else (decision 094). */
  mfa_setup_required: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const adminUserSchema = userSchema.extend({
  address_count: z.number().int(),
  order_count: z.number().int(),
  /** The most the customer may owe, in euros (decision 082); null: no limit. */
  credit_limit: z.number().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListQuerySchema = z.object({
  search: z.string().trim().max(200).optional().default(''),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(ADMIN_USERS_PAGE_SIZE),
});

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
  /** Set when more rows match than were counted: `total` is then a lower bound ("10,000+"), decision 066. */
  capped: z.boolean().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

const optionalText = (max: number) => optionalLine(max);

/**
 * A phone number (decision 063): one libphonenumber-js reads (without a country code, as Lithuanian),
 * kept in international format ("8 612 34567" → "+370 612 34567"); empty is none.
 */
export const phoneField = z
  .string()
  .trim()
  .max(50, 'tooLong')
  .refine((value) => phoneRefusal(value) === null, 'phoneInvalid')
  .overwrite(normalisePhone);

/**
 * The customer's optional contact fields, as registration, the profile and the administrators' edit
 * take them. The VAT code is checked with the company code (invoice-fields.ts), when it changes.
 */
export const contactFields = {
  tax_id: optionalText(50),
  phone: phoneField.nullable().optional(),
};

/** PUT /api/users/admin/:id — every field optional; the administrator edits what the customer cannot. */
export const adminUserUpdateSchema = z.object({
  company_name: requiredLine('companyNameRequired', 200).optional(),
  contact_person: requiredLine('contactPersonRequired', 200).optional(),
  company_reg_number: requiredLine('companyRegNumberRequired', 50).optional(),
  ...contactFields,
  // Decision 063: checked by the API (invoice-fields.ts) only when it changes, so a customer's old phone does not block an edit.
  phone: optionalText(50),
  // Decision 053: the billing address validated as at registration; a field given cannot be emptied.
  ...billingAddressPatchFields,
  /** The terms as text: accepted when it reads as a rule (decision 054); administrators' screens send the rule. */
  payment_terms: optionalText(200),
  /** The terms chosen; null: the shop's default. */
  payment_terms_rule: paymentTermsRuleSchema.nullable().optional(),
  user_type: z.enum(USER_TYPES).nullable().optional(),
  is_active: z.boolean().optional(),
  is_admin: z.boolean().optional(),
  language: z.enum(LANGUAGES).optional(),
  /** Euros, whole cents, 0 to 10 000 000; null: no limit (decision 082). */
  credit_limit: creditLimitField.optional(),
  version: versionField,
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

export const rejectUserRequestSchema = z.object({
  reason: z.string().trim().max(500, 'reasonTooLong').optional().default(''),
});

export const idParamSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

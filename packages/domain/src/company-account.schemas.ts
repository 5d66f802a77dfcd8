import { z } from 'zod';
import { oneLine, requiredLine } from './text-input.ts';
import { emailSchema, languageSchema, newPasswordSchema } from './auth.schemas.ts';
import { billingAddressSchema } from './billing-address.schemas.ts';
import { companyCodeField, vatCodeField } from './company-details.ts';
import { refuseInvoiceFields, withStoredPostalCode } from './invoice-fields.ts';
import { contactFields } from './user.schemas.ts';
import { versionField } from './versioning.ts';

// A company's account as registration and the profile take it: its details documents print (decisions
// 053, 056, 063). Apart from the login's schemas (auth.schemas.ts), whose page needs none of this.

const text = (max: number) => oneLine(z.string().trim().max(max, 'tooLong'));
const requiredText = (key: string, max = 200) => requiredLine(key, max);

/** The fields of a registration: the request's, and the form's with the confirmation. */
const registerFields = z.object({
  company_name: requiredText('companyNameRequired'),
  company_reg_number: companyCodeField,
  contact_person: requiredText('contactPersonRequired'),
  email: emailSchema,
  password: newPasswordSchema,
  phone: contactFields.phone,
  tax_id: vatCodeField,
  // The buyer's address for documents (decision 053): street, city, postal code; country LT by default.
  ...billingAddressSchema.shape,
  language: languageSchema.optional(),
  // Anti-spam fields (decision 001): a bot without JS, or faster than 3 s, is refused.
  js_enabled: z.boolean().optional(),
  form_elapsed_seconds: z.number().finite().min(0).max(10_000_000).optional(),
  form_started_at: z.iso.datetime({ offset: true }).optional(),
});

/**
 * Decision 063: a Lithuanian company's code is 9 digits and its postal code LT-12345 (kept so), read
 * with the billing country; the phone and VAT code are checked as fields.
 */
const checkCompanyAndPostalCodes = refuseInvoiceFields(['company_reg_number', 'billing_postal_code']);

/** What POST /api/auth/register accepts. `confirmPassword` is checked by the client only. */
export const registerRequestSchema = registerFields.superRefine(checkCompanyAndPostalCodes).overwrite(withStoredPostalCode);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The registration form of the web app: the request plus the confirmation. */
export const registerFormSchema = registerFields
  .omit({ js_enabled: true, form_elapsed_seconds: true, form_started_at: true, language: true })
  .extend({ confirmPassword: z.string().min(1, 'confirmPasswordRequired') })
  .superRefine(checkCompanyAndPostalCodes)
  .refine((form) => form.password === form.confirmPassword, {
    message: 'passwordsDoNotMatch',
    path: ['confirmPassword'],
  });

/**
 * PUT /api/auth/profile: only these fields. `email` is accepted for compatibility with the older
 * call but must equal the current address; the server never changes it. Unknown keys (is_admin,
 * role, payment_terms, approval_status, user_type …) are stripped.
 */
export const profileUpdateSchema = z
  .object({
    email: z.string().optional(),
    company_name: requiredText('companyNameRequired'),
    contact_person: requiredText('contactPersonRequired'),
    // Checked by the API when it changes (decision 056), so an old code does not block the other fields.
    company_reg_number: text(50).optional(),
    ...contactFields,
    ...billingAddressSchema.shape,
    language: languageSchema.optional(),
    /** The mails of its orders' status changes (decision 085); left out, unchanged. */
    status_mails: z.boolean().optional(),
    version: versionField,
  })
  // Decision 063: the phone and postal code are checked on every save (the profile flags a stored one that breaks the rules).
  .superRefine(refuseInvoiceFields(['billing_postal_code']))
  .overwrite(withStoredPostalCode);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

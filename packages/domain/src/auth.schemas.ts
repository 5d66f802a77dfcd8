import { z } from 'zod';
import { versionField } from './versioning.ts';
import { contactFields } from './user.schemas.ts';
import { billingAddressSchema } from './billing-address.schemas.ts';
import { LANGUAGES, PASSWORD_MIN_LENGTH } from './constants.ts';
import { companyCodeField, vatCodeField } from './company-details.ts';

// Loose pattern of the spec: non-space text, an at sign, non-space text.
const EMAIL_PATTERN = /^\S+@\S+$/;

const text = (max: number) => z.string().trim().max(max, 'tooLong');
const requiredText = (key: string, max = 200) => z.string({ error: key }).trim().max(max, 'tooLong').min(1, key);
const optionalText = (max = 200) => text(max).optional().nullable();

export const emailSchema = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, 'emailRequired')
  .max(254, 'emailInvalid')
  .regex(EMAIL_PATTERN, 'emailInvalid')
  .transform((email) => email.toLowerCase());

export const newPasswordSchema = z
  .string({ error: 'passwordRequired' })
  .min(1, 'passwordRequired')
  .min(PASSWORD_MIN_LENGTH, 'passwordTooShort')
  .max(200, 'tooLong');

export const languageSchema = z.enum(LANGUAGES);

/** What POST /api/auth/register accepts. `confirmPassword` is checked by the client only. */
export const registerRequestSchema = z.object({
  company_name: requiredText('companyNameRequired'),
  company_reg_number: companyCodeField,
  contact_person: requiredText('contactPersonRequired'),
  email: emailSchema,
  password: newPasswordSchema,
  phone: optionalText(50),
  tax_id: vatCodeField,
  // The buyer's address for documents (decision 053): street, city, postal code; country LT by default.
  ...billingAddressSchema.shape,
  language: languageSchema.optional(),
  // Anti-spam fields (DESIGN.md): a bot without JS, or faster than 3 s, is refused.
  js_enabled: z.boolean().optional(),
  form_elapsed_seconds: z.number().finite().min(0).max(10_000_000).optional(),
  form_started_at: z.iso.datetime({ offset: true }).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The registration form of the web app: the request plus the confirmation. */
export const registerFormSchema = registerRequestSchema
  .omit({ js_enabled: true, form_elapsed_seconds: true, form_started_at: true, language: true })
  .extend({ confirmPassword: z.string().min(1, 'confirmPasswordRequired') })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'passwordsDoNotMatch',
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(200, 'tooLong'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenRequestSchema = z.object({
  token: z.string({ error: 'tokenRequired' }).min(1, 'tokenRequired').max(500, 'tooLong'),
});

export const emailRequestSchema = z.object({ email: emailSchema });

export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: 'tokenRequired' }).min(1, 'tokenRequired').max(500, 'tooLong'),
  password: newPasswordSchema,
});

export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string().min(1, 'confirmPasswordRequired') })
  .refine((f) => f.password === f.confirmPassword, { message: 'passwordsDoNotMatch', path: ['confirmPassword'] });

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string({ error: 'currentPasswordRequired' }).min(1, 'currentPasswordRequired').max(200, 'tooLong'),
  newPassword: newPasswordSchema,
});

export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: z.string().min(1, 'confirmPasswordRequired') })
  .refine((f) => f.newPassword === f.confirmPassword, { message: 'passwordsDoNotMatch', path: ['confirmPassword'] });

/**
 * PUT /api/auth/profile: only these fields. `email` is accepted for compatibility with the spec's
 * call but must equal the current address; the server never changes it. Unknown keys (is_admin,
 * role, payment_terms, approval_status, user_type …) are stripped.
 */
export const profileUpdateSchema = z.object({
  email: z.string().optional(),
  company_name: requiredText('companyNameRequired'),
  contact_person: requiredText('contactPersonRequired'),
  // Checked by the API when it changes (decision 056), so an old code does not block the other fields.
  company_reg_number: text(50).optional(),
  ...contactFields,
  ...billingAddressSchema.shape,
  language: languageSchema.optional(),
  version: versionField,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

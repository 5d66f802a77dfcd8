import { z } from 'zod';
import { LANGUAGES, PASSWORD_MIN_LENGTH } from './constants.ts';

// The registration and the profile (the company's details) are in company-account.schemas.ts: the
// login page reads this file, and needs none of their rules (decision 063: the phone's reads a table).

// A loose pattern: non-space text, an at sign, non-space text.
const EMAIL_PATTERN = /^\S+@\S+$/;

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

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(200, 'tooLong'),
  /** An account with two-factor sign-in: an authenticator app's code or a recovery code (decision 094). */
  otp: z.string().trim().max(32, 'tooLong').optional(),
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

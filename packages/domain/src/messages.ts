/**
 * Validation messages: schemas carry the key, the API answers with the English text of the spec,
 * the web app shows the translation of `validation.<key>`.
 */
export const validationMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  companyNameRequired: 'Company name is required',
  companyRegNumberRequired: 'Company registration number is required',
  contactPersonRequired: 'Contact person is required',
  currentPasswordRequired: 'Current password is required',
  tokenRequired: 'Token is required',
  reasonTooLong: 'Reason must be at most 500 characters',
  tooLong: 'Too long',
} as const;
export type ValidationMessageKey = keyof typeof validationMessages;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationMessages, value);
}

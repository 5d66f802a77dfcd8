import { describe, expect, it } from 'vitest';
import { registerFormSchema } from './company-account.schemas.ts';
import { validationMessages } from './messages.ts';

const valid = {
  company_name: 'UAB A',
  company_reg_number: '305000001',
  contact_person: 'P',
  email: 'a@b.lt',
  password: 'secret1',
  confirmPassword: 'secret1',
  // The billing address every document prints (decision 053).
  billing_address: 'Gedimino pr. 1',
  billing_city: 'Vilnius',
  billing_postal_code: 'LT-01103',
};
const messagesOf = (input: object) => {
  const result = registerFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => validationMessages[issue.message as keyof typeof validationMessages]);
};

describe('registration form rules', () => {
  it('when everything is filled in, then the form is valid and the e-mail is lower-cased', () => {
    expect(registerFormSchema.parse({ ...valid, email: 'A@B.LT' }).email).toBe('a@b.lt');
  });

  it('when the confirmation differs, then "Passwords do not match"', () => {
    expect(messagesOf({ ...valid, confirmPassword: 'secret2' })).toEqual(['Passwords do not match']);
  });

  it('when the e-mail has no at sign or the password is five characters, then each gets its refusal text', () => {
    expect(messagesOf({ ...valid, email: 'ab.lt', password: '12345', confirmPassword: '12345' })).toEqual([
      'Please enter a valid email address',
      'Password must be at least 6 characters',
    ]);
  });

  it('when the confirmation is empty, then "Please confirm your password"', () => {
    expect(messagesOf({ ...valid, confirmPassword: '' })).toContain('Please confirm your password');
  });
});

import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ONLY_VALIDATION, STAFF_ONLY_VALIDATION, validationMessages } from '@shop/domain';
import en from '../locales/en.json';
import enAccount from '../locales/en.account.json';
import enAdmin from '../locales/en.admin.json';
import lt from '../locales/lt.json';
import ltAccount from '../locales/lt.account.json';
import ltAdmin from '../locales/lt.admin.json';
import { ApiError } from './api-client.ts';
import { serverFieldErrors } from './form-errors.ts';

describe('validation texts', () => {
  it("when the domain names a validation message, then English and Lithuanian both have its text: a staff-only one in the administrators' texts, a customer-only one in the signed-in pages' texts, any other in the first load", () => {
    const staff = new Set<string>(STAFF_ONLY_VALIDATION);
    const account = new Set<string>(ACCOUNT_ONLY_VALIDATION);
    for (const [language, main, signedIn, admin] of [
      ['en', en, enAccount, enAdmin],
      ['lt', lt, ltAccount, ltAdmin],
    ] as const) {
      const first = main.validation as Record<string, string>;
      const staffTexts = (admin as { staffValidation?: Record<string, string> }).staffValidation ?? {};
      const accountTexts = (signedIn as { accountValidation?: Record<string, string> }).accountValidation ?? {};
      const textsOf = (key: string) => (staff.has(key) ? staffTexts : account.has(key) ? accountTexts : first);
      const missing = Object.keys(validationMessages).filter((key) => !textsOf(key)[key]);
      const misplaced = [
        ...Object.keys(first).filter((key) => staff.has(key) || account.has(key)),
        ...Object.keys(staffTexts).filter((key) => !staff.has(key)),
        ...Object.keys(accountTexts).filter((key) => !account.has(key)),
      ];
      expect([missing, misplaced], language).toEqual([[], []]);
    }
  });
});

describe('server field refusals on a form', () => {
  it('when the server refuses fields, then each gets the Lithuanian text of its key, and a field without a key a generic text', async () => {
    await i18n.init({ resources: { lt: { translation: lt } }, lng: 'lt', interpolation: { escapeValue: false } });
    const refusal = new ApiError(
      400,
      'Current password is incorrect',
      'VALIDATION_ERROR',
      { currentPassword: 'Current password is incorrect', odd: 'Something else' },
      { reason: 'wrongCurrentPassword', fieldReasons: { currentPassword: 'wrongCurrentPassword' } },
    );
    expect(serverFieldErrors(i18n.t, refusal)).toEqual({ currentPassword: lt.validation.wrongCurrentPassword, odd: lt.validation.invalidValue });
    expect(serverFieldErrors(i18n.t, new Error('boom'))).toEqual({});
  });

  it("when checkout's reference is refused as too long, then the field gets the Lithuanian text of the signed-in pages' texts", async () => {
    await i18n.init({ resources: { lt: { translation: { ...lt, ...ltAccount } } }, lng: 'lt', interpolation: { escapeValue: false } });
    const refusal = new ApiError(
      400,
      'Your order number may have at most 50 characters',
      'VALIDATION_ERROR',
      { customer_reference: 'Your order number may have at most 50 characters' },
      { reason: 'invalidFields', fieldReasons: { customer_reference: 'customerReferenceTooLong' } },
    );
    expect(serverFieldErrors(i18n.t, refusal)).toEqual({ customer_reference: 'Jūsų užsakymo Nr. gali turėti ne daugiau kaip 50 simbolių' });
  });
});

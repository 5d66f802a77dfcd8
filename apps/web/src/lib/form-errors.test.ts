import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { STAFF_ONLY_VALIDATION, validationMessages } from '@shop/domain';
import en from '../locales/en.json';
import enAdmin from '../locales/en.admin.json';
import lt from '../locales/lt.json';
import ltAdmin from '../locales/lt.admin.json';
import { ApiError } from './api-client.ts';
import { serverFieldErrors } from './form-errors.ts';

describe('validation texts', () => {
  it("when the domain names a validation message, then English and Lithuanian both have its text: a staff-only one in the administrators' texts, any other in the first load", () => {
    const staff = new Set<string>(STAFF_ONLY_VALIDATION);
    for (const [language, main, admin] of [
      ['en', en, enAdmin],
      ['lt', lt, ltAdmin],
    ] as const) {
      const first = main.validation as Record<string, string>;
      const staffTexts = (admin as { staffValidation?: Record<string, string> }).staffValidation ?? {};
      const missing = Object.keys(validationMessages).filter((key) => !(staff.has(key) ? staffTexts[key] : first[key]));
      const misplaced = [...Object.keys(first).filter((key) => staff.has(key)), ...Object.keys(staffTexts).filter((key) => !staff.has(key))];
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
});

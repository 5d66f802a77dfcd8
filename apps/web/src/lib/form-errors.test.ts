import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '@shop/domain';
import en from '../locales/en.json';
import lt from '../locales/lt.json';
import { ApiError } from './api-client.ts';
import { serverFieldErrors } from './form-errors.ts';

describe('validation texts', () => {
  it('when the domain names a validation message, then English and Lithuanian both have its text', () => {
    const english = en.validation as Record<string, string>;
    const lithuanian = lt.validation as Record<string, string>;
    const missing = Object.keys(validationMessages).filter((key) => !english[key] || !lithuanian[key]);
    expect(missing).toEqual([]);
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

import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import lt from '../locales/lt.json';
import { ApiError } from './api-client.ts';
import { errorKey, errorText } from './error-text.ts';

const unavailable = new ApiError(503, 'The shop is temporarily unavailable. Please try again in a minute.', 'SERVICE_UNAVAILABLE', undefined, {
  reason: 'serviceUnavailable',
});
const full = new ApiError(
  507,
  'The shop cannot save data right now because its storage is full. Please try again later or contact us.',
  'INSUFFICIENT_STORAGE',
  undefined,
  { reason: 'storageFull' },
);

describe('the shop out of reach or out of storage (decision 020)', () => {
  beforeAll(async () => {
    await i18n.init({
      resources: { en: { translation: en }, lt: { translation: lt } },
      lng: 'en',
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
    });
  });

  it("when the API answers 503 SERVICE_UNAVAILABLE or 507 INSUFFICIENT_STORAGE, then the app words it in the reader's language", async () => {
    expect([errorKey(unavailable), errorKey(full)]).toEqual(['errors.reason.serviceUnavailable', 'errors.reason.storageFull']);
    await i18n.changeLanguage('lt');
    expect(errorText(unavailable, 'fallback')).toBe(lt.errors.reason.serviceUnavailable);
    expect(errorText(full, 'fallback')).toBe(lt.errors.reason.storageFull);
    await i18n.changeLanguage('en');
    // The English texts are the server's own.
    expect(errorText(unavailable, 'fallback')).toBe(unavailable.message);
    expect(errorText(full, 'fallback')).toBe(full.message);
  });
});

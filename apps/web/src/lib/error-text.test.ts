import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { STALE_WRITE_MESSAGE, TRANSITION_MESSAGES } from '@shop/domain';
import en from '../locales/en.json';
import lt from '../locales/lt.json';
import { ApiError } from './api-client.ts';
import { errorText, isStaleWrite, knownErrorKey } from './error-text.ts';

const stale = new ApiError(409, STALE_WRITE_MESSAGE, 'STALE_WRITE');
const lookUp = (texts: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

describe('a write refused as stale', () => {
  it('when the API answers 409 STALE_WRITE, then it is recognised; other conflicts and non-API errors are not', () => {
    expect(isStaleWrite(stale)).toBe(true);
    expect(isStaleWrite(new ApiError(409, 'SKU already exists', 'CONFLICT'))).toBe(false);
    expect(isStaleWrite(new ApiError(409, 'Cannot cancel - invoice generated', 'INVALID_TRANSITION'))).toBe(false);
    expect(isStaleWrite(new Error(STALE_WRITE_MESSAGE))).toBe(false);
  });
});

describe('error codes the app words itself', () => {
  it('when a lifecycle refusal comes back, then each of its English texts maps to its own translation', () => {
    for (const [refusal, text] of Object.entries(TRANSITION_MESSAGES)) {
      expect(knownErrorKey(new ApiError(409, text, 'INVALID_TRANSITION'))).toBe(`errors.transition.${refusal}`);
    }
    expect(knownErrorKey(new ApiError(409, 'Some newer reason', 'INVALID_TRANSITION'))).toBe('errors.invalidTransition');
  });

  it('when CONFLICT is about two requests at once, then the app words it; a CONFLICT with its own reason keeps the server text', () => {
    expect(knownErrorKey(new ApiError(409, 'Another request changed this at the same time. Please reload and try again.', 'CONFLICT'))).toBe(
      'errors.conflict',
    );
    expect(knownErrorKey(new ApiError(409, 'A product with this SKU already exists', 'CONFLICT'))).toBeNull();
    expect(knownErrorKey(new ApiError(404, 'Order not found', 'NOT_FOUND'))).toBeNull();
  });

  it('when the app words a code, then both languages have the text', () => {
    const keys = [
      'errors.staleWrite',
      'errors.conflict',
      'errors.invalidTransition',
      ...Object.keys(TRANSITION_MESSAGES).map((refusal) => `errors.transition.${refusal}`),
    ];
    for (const key of keys) {
      expect(typeof lookUp(en, key), `en ${key}`).toBe('string');
      expect(typeof lookUp(lt, key), `lt ${key}`).toBe('string');
    }
  });
});

describe('errorText', () => {
  beforeAll(async () => {
    await i18n.init({
      resources: { en: { translation: en }, lt: { translation: lt } },
      lng: 'en',
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
    });
  });

  it('when a write is stale, then the reader sees the text in their language', async () => {
    await i18n.changeLanguage('lt');
    expect(errorText(stale, 'fallback')).toBe(lt.errors.staleWrite);
    await i18n.changeLanguage('en');
    expect(errorText(stale, 'fallback')).toBe('This was changed by someone else since you opened it');
  });

  it('when the code is not one the app words, then the server text, or the fallback without one, is shown', () => {
    expect(errorText(new ApiError(409, 'Only 3 in stock', 'INSUFFICIENT_STOCK'), 'fallback')).toBe('Only 3 in stock');
    expect(errorText(new ApiError(0, 'Network error', 'NETWORK_ERROR'), 'fallback')).toBe('fallback');
  });
});

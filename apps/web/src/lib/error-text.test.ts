import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { STALE_WRITE_MESSAGE } from '@shop/domain';
import en from '../locales/en.json';
import lt from '../locales/lt.json';
import { ApiError } from './api-client.ts';
import { errorKey, errorText, isStaleWrite } from './error-text.ts';

const stale = new ApiError(409, STALE_WRITE_MESSAGE, 'STALE_WRITE', undefined, { reason: 'staleWrite' });
const refusal = (status: number, code: ApiError['code'], reason: string, params?: Record<string, string | number>) =>
  new ApiError(status, 'The server’s English sentence', code, undefined, { reason, params });

beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: en }, lt: { translation: lt } },
    lng: 'lt',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
});

describe('a write refused as stale', () => {
  it('when the API answers 409 STALE_WRITE, then it is recognised; other conflicts and non-API errors are not', () => {
    expect(isStaleWrite(stale)).toBe(true);
    expect(isStaleWrite(new ApiError(409, 'SKU already exists', 'CONFLICT'))).toBe(false);
    expect(isStaleWrite(new ApiError(409, 'Cannot cancel - invoice generated', 'INVALID_TRANSITION'))).toBe(false);
    expect(isStaleWrite(new Error(STALE_WRITE_MESSAGE))).toBe(false);
  });
});

describe('errorText in Lithuanian', () => {
  it('when stock is short, then the Lithuanian sentence names the product with its weight and the units left ("vnt.", the same for every number)', async () => {
    await i18n.changeLanguage('lt');
    const short = (available: number) => errorText(refusal(409, 'INSUFFICIENT_STOCK', 'insufficientStock', { product: 'Hawaii 50g', available }));
    expect([short(1), short(3), short(10)]).toEqual([
      'Sandėlyje liko tik 1 vnt. prekės „Hawaii 50g“',
      'Sandėlyje liko tik 3 vnt. prekės „Hawaii 50g“',
      'Sandėlyje liko tik 10 vnt. prekės „Hawaii 50g“',
    ]);
  });

  it('when a pre-invoice already exists, then the Lithuanian sentence says so', async () => {
    await i18n.changeLanguage('lt');
    expect(errorText(refusal(409, 'DOCUMENT_EXISTS', 'preInvoiceExists'), 'fallback')).toBe('Šiam užsakymui išankstinė sąskaita jau išrašyta');
  });

  it('when an order move is refused, then the reason is worded in Lithuanian', async () => {
    await i18n.changeLanguage('lt');
    expect(errorText(refusal(409, 'INVALID_TRANSITION', 'transitionCancelInvoiced'))).toBe('Atšaukti negalima – sąskaita faktūra jau išrašyta');
  });

  it('when attempts are throttled, then the minutes take the Lithuanian plural form of their number', async () => {
    await i18n.changeLanguage('lt');
    const wait = (minutes: number) => errorText(refusal(429, 'RATE_LIMITED', 'tooManyAttempts', { minutes }));
    expect([wait(1), wait(2), wait(10), wait(21)]).toEqual([
      'Per daug bandymų. Bandykite dar kartą po 1 minutės.',
      'Per daug bandymų. Bandykite dar kartą po 2 minučių.',
      'Per daug bandymų. Bandykite dar kartą po 10 minučių.',
      'Per daug bandymų. Bandykite dar kartą po 21 minutės.',
    ]);
    await i18n.changeLanguage('en');
    expect([wait(1), wait(5)]).toEqual(['Too many attempts. Please try again in 1 minute.', 'Too many attempts. Please try again in 5 minutes.']);
  });

  it('when a param is an order status, then it is shown by its label in the reader language', async () => {
    await i18n.changeLanguage('lt');
    expect(errorText(refusal(409, 'DOCUMENT_NOT_ALLOWED', 'preInvoiceOnlyConfirmed', { status: 'received' }))).toBe(
      'Išankstinę sąskaitą galima išrašyti tik patvirtintam užsakymui. Dabartinė būsena: Gautas',
    );
  });
});

describe('errorText falls back to the code, never to the server sentence', () => {
  it('when the reason is unknown to the app, then the text of its code is shown', async () => {
    await i18n.changeLanguage('lt');
    const newer = refusal(409, 'INSUFFICIENT_STOCK', 'someNewerReason');
    expect([errorKey(newer), errorText(newer, 'fallback')]).toEqual(['errors.code.INSUFFICIENT_STOCK', lt.errors.code.INSUFFICIENT_STOCK]);
  });

  it('when an answer has no reason at all, then the code is worded; a network failure too', async () => {
    await i18n.changeLanguage('en');
    expect(errorText(new ApiError(409, 'Only 3 in stock', 'INSUFFICIENT_STOCK'), 'fallback')).toBe(en.errors.code.INSUFFICIENT_STOCK);
    expect(errorText(new ApiError(0, 'Network error', 'NETWORK_ERROR'), 'fallback')).toBe(en.errors.code.NETWORK_ERROR);
  });

  it('when the answer is no API answer or not an ApiError, then the given fallback is shown', () => {
    expect(errorText(new ApiError(502, 'Bad Gateway', 'INVALID_RESPONSE'), 'fallback')).toBe('fallback');
    expect(errorText(new Error('boom'), 'fallback')).toBe('fallback');
  });
});

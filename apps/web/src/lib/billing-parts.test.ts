import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import lt from '../locales/lt.json';
import { ApiError } from './api-client.ts';
import { errorText } from './error-text.ts';

// Decision 053: a BUYER_ADDRESS_MISSING refusal names the missing parts in the reader's language.
const refusal = (reason: string, params: Record<string, string>) =>
  new ApiError(409, 'The server’s English sentence', 'BUYER_ADDRESS_MISSING', undefined, { reason, params });

beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: en }, lt: { translation: lt } },
    lng: 'lt',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
});

describe('the missing billing-address parts of a refusal', () => {
  it('when an administrator is refused a document in Lithuanian, then the parts are Lithuanian words', async () => {
    await i18n.changeLanguage('lt');
    expect(errorText(refusal('buyerAddressMissing', { company: 'Dūmų Namai UAB', missing: 'billing_address, billing_country' }))).toBe(
      'Įmonės Dūmų Namai UAB adresas sąskaitoms neužpildytas (trūksta: gatvė, šalis). Prieš išrašydami išankstinę sąskaitą ar PVM sąskaitą faktūrą, užpildykite jį kliento puslapyje.',
    );
  });

  it('when a customer is refused in English, then the parts are English words', async () => {
    await i18n.changeLanguage('en');
    expect(errorText(refusal('ownAddressMissing', { missing: 'billing_postal_code,billing_city' }))).toBe(
      'Your billing address is incomplete (missing: postal code, city). Complete it in your profile, then ask for the document again.',
    );
  });
});

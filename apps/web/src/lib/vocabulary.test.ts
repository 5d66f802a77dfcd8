import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import lt from '../locales/lt.json';
import { countryText, paymentTermsText } from './vocabulary.ts';

const texts = i18n.createInstance();
beforeAll(async () => {
  await texts.init({ lng: 'lt', fallbackLng: 'en', resources: { en: { translation: en }, lt: { translation: lt } } });
});
const inLanguage = (language: 'en' | 'lt') => texts.getFixedT(language);

describe('the shop vocabulary on Lithuanian and English screens', () => {
  it('when a country stored in English is shown in Lithuanian, then it reads Lietuva; in English, Lithuania', () => {
    expect(countryText('Lithuania', 'lt')).toBe('Lietuva');
    expect(countryText('Germany', 'lt')).toBe('Vokietija');
    expect(countryText('Lietuva', 'en')).toBe('Lithuania');
  });

  it('when the country is not one of the shop’s, then it is shown as entered', () => {
    expect(countryText('Atlantis ', 'lt')).toBe('Atlantis');
    expect(countryText(null, 'lt')).toBe('');
  });

  it('when the payment terms are "Net 30 days", then Lithuanian reads "30 dienų" with the right plural', () => {
    expect(paymentTermsText(inLanguage('lt'), 'Net 30 days')).toBe('30 dienų');
    expect(paymentTermsText(inLanguage('lt'), 'Payment within 14 days')).toBe('14 dienų');
    expect(paymentTermsText(inLanguage('lt'), 'Net 21 days')).toBe('21 diena');
    expect(paymentTermsText(inLanguage('lt'), 'Net 2 days')).toBe('2 dienos');
    expect(paymentTermsText(inLanguage('en'), 'Payment within 14 days')).toBe('Net 14 days');
  });

  it('when the payment terms are free text, then they are shown as entered', () => {
    expect(paymentTermsText(inLanguage('lt'), 'Half now, half on delivery')).toBe('Half now, half on delivery');
  });
});

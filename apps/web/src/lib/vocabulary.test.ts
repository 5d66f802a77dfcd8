import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import lt from '../locales/lt.json';
import { countryText, paymentTermsWords, termsLineWords } from './vocabulary.ts';

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

  it('when the rule is net N days, then Lithuanian reads "Apmokėti per N dienų" with the right plural', () => {
    const lt = inLanguage('lt');
    expect(paymentTermsWords(lt, { code: 'net_days', days: 30 })).toBe('Apmokėti per 30 dienų');
    expect(paymentTermsWords(lt, { code: 'net_days', days: 21 })).toBe('Apmokėti per 21 dieną');
    expect(paymentTermsWords(lt, { code: 'net_days', days: 2 })).toBe('Apmokėti per 2 dienas');
    expect(paymentTermsWords(lt, { code: 'net_days', days: 14 })).toBe('Apmokėti per 14 dienų');
    expect(paymentTermsWords(inLanguage('en'), { code: 'net_days', days: 1 })).toBe('Net 1 day');
    expect(paymentTermsWords(inLanguage('en'), { code: 'prepayment' })).toBe('100 % prepayment');
  });

  it('when a pre-invoice asks 100 % by a date, then its line says so in each language and never speaks of days', () => {
    const line = { code: 'prepayment_by', percentage: 100, date: '2026-12-22' } as const;
    expect(termsLineWords(inLanguage('lt'), line, (day) => day)).toBe('Išankstinis apmokėjimas 100 % iki 2026-12-22');
    expect(termsLineWords(inLanguage('en'), line, () => '22 December 2026')).toBe('Prepayment 100 % by 22 December 2026');
    expect(termsLineWords(inLanguage('en'), line, (day) => day)).not.toMatch(/days/);
  });

  it('when an old document’s terms were not understood, then its text is shown as issued', () => {
    expect(termsLineWords(inLanguage('lt'), { code: 'as_issued', text: 'Half now, half on delivery' }, (day) => day)).toBe(
      'Half now, half on delivery',
    );
  });
});

import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import lt from '../locales/lt.json';

/** The chosen language is remembered in the browser and falls back to English. */
export const LANGUAGE_KEY = 'wholesale.language';
export const SUPPORTED_LANGUAGES = ['en', 'lt'] as const;
export type AppLanguage = (typeof SUPPORTED_LANGUAGES)[number];

export function storedLanguage(): AppLanguage {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'lt' ? 'lt' : 'en';
  } catch {
    return 'en';
  }
}

export function currentLanguage(): AppLanguage {
  return i18n.language === 'lt' ? 'lt' : 'en';
}

export async function changeLanguage(language: AppLanguage): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  await i18n.changeLanguage(language);
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, lt: { translation: lt } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: SUPPORTED_LANGUAGES,
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language;

export default i18n;

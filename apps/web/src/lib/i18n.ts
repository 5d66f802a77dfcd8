import type { Language } from '@shop/domain';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

/** The chosen language is remembered in the browser and falls back to English. */
export const LANGUAGE_KEY = 'wholesale.language';
export const SUPPORTED_LANGUAGES = ['en', 'lt'] as const satisfies readonly Language[];
export type AppLanguage = Language;

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

const overridesApplied = new Set<AppLanguage>();

/** The administrators' text overrides (GET /api/translations/:lang) go over the bundled texts; the shop works without them. */
async function applyOverrides(language: AppLanguage): Promise<void> {
  if (overridesApplied.has(language)) return;
  overridesApplied.add(language);
  try {
    const response = await fetch(`/api/translations/${language}`, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) return;
    const { translations } = (await response.json()) as { translations?: Record<string, string> };
    for (const [key, value] of Object.entries(translations ?? {})) {
      if (typeof value === 'string') i18n.addResource(language, 'translation', key, value);
    }
  } catch {
    // Bundled texts stay in place.
  }
}

/** English ships with the app (it is also the fallback); Lithuanian is fetched the first time it is needed. */
async function ensureLoaded(language: AppLanguage): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const { default: texts } = await import('../locales/lt.json');
    i18n.addResourceBundle(language, 'translation', texts, true, true);
  }
  await applyOverrides(language);
}

export async function changeLanguage(language: AppLanguage): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: SUPPORTED_LANGUAGES,
  interpolation: { escapeValue: false },
  returnNull: false,
  partialBundledLanguages: true,
});

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** Resolves once the remembered language's texts are in place; the app renders after it. */
export const i18nReady: Promise<void> = (async () => {
  const language = storedLanguage();
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
})();

export default i18n;

/**
 * Shows a text at once in the running app (after an administrator saved or reset an override), when
 * that language's texts are loaded; otherwise the next load reads it from the server.
 */
export function applyText(language: AppLanguage, key: string, value: string): void {
  if (i18n.hasResourceBundle(language, 'translation')) i18n.addResource(language, 'translation', key, value);
}

import type { Language } from '@shop/domain';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { keepLanguage, startLanguage } from './reader-language.ts';
import { currentRender } from './render-context.ts';
import { textOverrides } from './text-overrides.ts';

export const SUPPORTED_LANGUAGES = ['en', 'lt'] as const satisfies readonly Language[];
export type AppLanguage = Language;

/** The reader's language: the server render's (lib/render-context.ts), else the app's. */
export function currentLanguage(): AppLanguage {
  return (currentRender()?.language ?? i18n.language) === 'lt' ? 'lt' : 'en';
}

const overridesApplied = new Set<AppLanguage>();

/** The administrators' text overrides go over the bundled texts. */
async function applyOverrides(language: AppLanguage): Promise<void> {
  if (overridesApplied.has(language)) return;
  overridesApplied.add(language);
  for (const [key, value] of Object.entries(await textOverrides(language))) i18n.addResource(language, 'translation', key, value);
}

type TextBundle = Record<string, unknown>;
type BundleLoader = () => Promise<{ default: TextBundle }>;

/**
 * Texts no visitor needs are files of their own, fetched with the pages that use them: a signed-in
 * person's pages (orders, documents, checkout, dashboard, addresses) and the administrators' pages.
 */
const extraBundles = {
  account: { en: () => import('../locales/en.account.json'), lt: () => import('../locales/lt.account.json') },
  admin: { en: () => import('../locales/en.admin.json'), lt: () => import('../locales/lt.admin.json') },
} satisfies Record<string, Record<AppLanguage, BundleLoader>>;
type ExtraBundle = keyof typeof extraBundles;
const extraLoaded: Record<ExtraBundle, Set<AppLanguage>> = { account: new Set(), admin: new Set() };
const extraWanted = new Set<ExtraBundle>();

async function addBundle(language: AppLanguage, load: BundleLoader): Promise<void> {
  const { default: texts } = await load();
  i18n.addResourceBundle(language, 'translation', texts, true, false);
}

/** A bundle in the language and in the English fallback. */
async function ensureExtra(name: ExtraBundle, language: AppLanguage): Promise<void> {
  const missing = (['en', language] as const).filter((code) => !extraLoaded[name].has(code));
  await Promise.all(
    missing.map(async (code) => {
      await addBundle(code, extraBundles[name][code]);
      extraLoaded[name].add(code);
    }),
  );
}

/**
 * English ships with the app (it is also the fallback); Lithuanian is fetched the first time it is
 * needed, and the other bundles once a page wants them. Overrides go over all.
 */
async function ensureLoaded(language: AppLanguage): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) await addBundle(language, () => import('../locales/lt.json'));
  await Promise.all([...extraWanted].map((name) => ensureExtra(name, language)));
  await applyOverrides(language);
}

/** Loads texts a page needs beyond the visitors' (of the current language and of the English fallback); the page waits for it. */
export async function loadPageTexts(...names: ExtraBundle[]): Promise<void> {
  for (const name of names) extraWanted.add(name);
  // Bundles are added without overwriting, so overrides already applied to these keys stay.
  await Promise.all(names.map((name) => ensureExtra(name, currentLanguage())));
}

export async function changeLanguage(language: AppLanguage): Promise<void> {
  keepLanguage(language);
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
  // The server's prerendering (app/prerender.tsx) has no document: it writes <html lang> itself.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/**
 * Resolves once the reader's language's texts are in place; the app renders after it. The language
 * is the one the server prerendered the page in (decision 087), so the app takes the page over as it is.
 */
export const i18nReady: Promise<void> = (async () => {
  const language = startLanguage();
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
})();

/**
 * Shows a text at once in the running app (after an administrator saved or reset an override), when
 * that language's texts are loaded; otherwise the next load reads it from the server.
 */
export function applyText(language: AppLanguage, key: string, value: string): void {
  if (i18n.hasResourceBundle(language, 'translation')) i18n.addResource(language, 'translation', key, value);
}

import { LANGUAGE_COOKIE, type Language, languageNamed, readerLanguage } from '@shop/domain';
import { hintLanguage } from './browser-hints.ts';
import { LANGUAGE_KEY } from './text-overrides.ts';

// The reader's language in the browser, by the rule the server's prerendering follows
// (packages/domain reader-language.ts, decision 087), so the app's first render is the page the
// server painted. A chosen language lives in the browser's storage and, for the server, in the
// cookie: the two always agree.

/** The language cookie's value in `document.cookie`. */
const LANGUAGE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/** The language chosen in this browser: the stored one, else the cookie the server read (storage cleared), else none. */
export function chosenLanguage(): Language | null {
  try {
    return languageNamed(localStorage.getItem(LANGUAGE_KEY)) ?? languageNamed(LANGUAGE_COOKIE_VALUE.exec(document.cookie)?.[1]);
  } catch {
    // No storage (private mode), or no document: the server's prerendering decides by the request's own cookie.
    return null;
  }
}

/** The browser's languages, most preferred first: what it sends as Accept-Language. */
export function browserLanguages(): readonly string[] {
  if (typeof document === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The language the app starts in: the chosen one, else the browser's, else the default (as the server chose). */
export function startLanguage(): Language {
  return readerLanguage({ chosen: chosenLanguage(), accepted: browserLanguages() });
}

/** Stores a language as chosen, in the browser's storage and in the cookie the server reads. */
export function keepLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage unavailable: the cookie alone keeps it.
  }
  hintLanguage(language);
}

/** At start-up: a language chosen before is in both places; with none chosen, neither holds one, so the browser's own languages keep deciding. */
export function keepChosenLanguage(): void {
  const chosen = chosenLanguage();
  if (chosen) keepLanguage(chosen);
}

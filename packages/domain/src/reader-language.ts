import { type Language, LANGUAGES } from './constants.ts';

// Which language a reader gets (decision 087): one rule for the server's prerendering (from the
// request's cookie and Accept-Language) and for the browser's app (from its storage, the cookie and
// navigator.languages), so the first paint is in the reader's language and the app takes it over
// without a difference. Read by the web app's first load: plain functions, nothing imported but constants.

/** The shop's language when nothing tells another; also the texts' fallback. */
const DEFAULT_LANGUAGE: Language = 'en';

/** What the reader's signals say, strongest first; each may be missing. */
interface ReaderSignals {
  /** The language chosen in this browser: the `wholesale_lang` cookie on the server, the browser's storage in the app. */
  chosen?: string | null;
  /** The browser's languages, most preferred first: `navigator.languages`, or an Accept-Language header read by `preferredLanguages`. */
  accepted?: readonly string[] | null;
  /** The reader's country (two letters) from the optional IP-geolocation service, when known. */
  country?: string | null;
}

/** The shop's language named exactly by a stored value (`en`, `lt`), or null. */
export function languageNamed(value: string | null | undefined): Language | null {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null;
}

/**
 * The language tags of an Accept-Language header, most preferred first (by weight, then order);
 * refused ones (`q=0`) dropped. The server's: the browser has them as `navigator.languages`.
 */
export function preferredLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
      const q = weight === undefined ? 1 : Number(weight);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The shop's language the browser prefers most, or null when it names none of them: `lt-LT, lt, en`
 * gives `lt`, `en-GB` gives `en`, `de` gives null. Regional variants count as their language.
 */
export function acceptedLanguage(accepted: readonly string[] | null | undefined): Language | null {
  for (const tag of accepted ?? []) {
    const language = languageNamed(tag.split('-')[0]?.toLowerCase());
    if (language) return language;
  }
  return null;
}

/** Lithuania's readers read Lithuanian; any other country says nothing. */
function languageOfCountry(country: string | null | undefined): Language | null {
  return country?.toUpperCase() === 'LT' ? 'lt' : null;
}

/**
 * True when only the country could still decide: nothing chosen, and the browser names none of the
 * shop's languages. Only then is the optional geolocation service worth asking.
 */
export function countryDecides(signals: ReaderSignals): boolean {
  return !languageNamed(signals.chosen) && !acceptedLanguage(signals.accepted);
}

/** The reader's language: the chosen one, else the browser's, else the country's, else the default. */
export function readerLanguage(signals: ReaderSignals): Language {
  return languageNamed(signals.chosen) ?? acceptedLanguage(signals.accepted) ?? languageOfCountry(signals.country) ?? DEFAULT_LANGUAGE;
}

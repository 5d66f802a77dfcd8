import type { Language } from '@shop/domain';

/** The chosen language is remembered in the browser (lib/reader-language.ts reads it). */
export const LANGUAGE_KEY = 'wholesale.language';

type Overrides = Record<string, string>;

/** The overrides in an answer of GET /api/translations/:lang (none when it is a refusal); anything but text is dropped. */
export async function overridesIn(response: Response): Promise<Overrides> {
  if (!response.ok) return {};
  const { translations } = (await response.json()) as { translations?: Record<string, unknown> };
  return Object.fromEntries(Object.entries(translations ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
const requests = new Map<Language, Promise<Overrides>>();

/**
 * The administrators' text overrides of a language (GET /api/translations/:lang), asked once. The
 * entry asks for the remembered language's at once, so the answer travels while the code loads;
 * the shop works without it (3 s at most, then the bundled texts stay).
 */
export function textOverrides(language: Language): Promise<Overrides> {
  let request = requests.get(language);
  if (!request) {
    request = fetch(`/api/translations/${language}`, { signal: AbortSignal.timeout(3000) })
      .then(overridesIn)
      .catch(() => ({}));
    requests.set(language, request);
  }
  return request;
}

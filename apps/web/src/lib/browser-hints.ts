import { LANGUAGE_COOKIE, type Language, SIGNED_IN_COOKIE } from '@shop/domain';

// Cookies that tell the server how to answer this browser's first request for a public page
// (decision 037): in which language to prerender it, and not at all while a session is kept here
// (a customer's prices are its own). They hold no secret; the server reads them for nothing else.

/** The signed-in session's storage key (lib/session.ts keeps the session under it). */
export const SESSION_KEY = 'wholesale.session';
const KEEP_SECONDS = 400 * 24 * 60 * 60;

function setCookie(name: string, value: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the shop still serves (Safari before 18.4); the values are fixed words, nothing to escape
  document.cookie = value === null ? `${name}=; Path=/; Max-Age=0; SameSite=Lax` : `${name}=${value}; Path=/; Max-Age=${KEEP_SECONDS}; SameSite=Lax`;
}

export function hintLanguage(language: Language): void {
  setCookie(LANGUAGE_COOKIE, language);
}

export function hintSignedIn(signedIn: boolean): void {
  setCookie(SIGNED_IN_COOKIE, signedIn ? '1' : null);
}

/** Whether this browser keeps a session (in either storage), read without the session's code. */
export function hasStoredSession(): boolean {
  try {
    return Boolean(localStorage.getItem(SESSION_KEY) ?? sessionStorage.getItem(SESSION_KEY));
  } catch {
    return false;
  }
}

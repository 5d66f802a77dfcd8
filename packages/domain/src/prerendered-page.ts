import type { Language } from './constants.ts';

// The contract between the web app's prerendering of public pages (apps/web/src/app/prerender.tsx,
// built into dist-server/) and the API that sends them (apps/api/src/http/prerendered-pages.ts):
// decision 037.

/**
 * Cookies the web app sets for the server: the reader's language, and that the browser keeps a
 * session (the server then leaves the page to the app). They hold no secret.
 */
export const LANGUAGE_COOKIE = 'wholesale_lang';
export const SIGNED_IN_COOKIE = 'wholesale_signed_in';
/** In a prerendered page: the script holding the answers it was made with, and the template holding the start-up code's preloads. */
export const PRERENDERED_STATE_ID = 'prerendered-state';
export const STARTUP_PRELOADS_ID = 'startup-preloads';

export interface PrerenderRequest {
  /** The page's path and query, e.g. `/products?brand=Adalya`. */
  url: string;
  language: Language;
  /** Sends one of the page's API calls (`/api/...`) to the API in the same process, as a visitor. */
  send: (url: string, init: RequestInit) => Promise<Response>;
}

export interface PrerenderedPage {
  /** The page's markup, for `#root`: painted before the code arrives, then taken over by the app. */
  html: string;
  /** The page's title, description and first picture's preload, for the document's head. */
  head: string;
  /** The answers the page was rendered with (TanStack Query's dehydrated cache), for the app's first render. */
  state: unknown;
  /** 404 when the page shows that its product does not exist (so search engines drop it), else 200. */
  status: 200 | 404;
  /**
   * False when an answer was a refusal (a missing product, the catalogue hidden from visitors): the
   * refusal is not among the answers the app gets, so the app asks again and draws the page anew.
   */
  complete: boolean;
}

/** A visitor's view of a public page in the given language, or null for any other page. */
export type Prerender = (request: PrerenderRequest) => Promise<PrerenderedPage | null>;

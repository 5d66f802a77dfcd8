import type { QueryClient } from '@tanstack/react-query';

/** The pages a first visit usually lands on (the router loads them through these same functions). */
export const loadHomePage = () => import('@/features/home/home-page.tsx');
export const loadCatalogPage = () => import('@/features/catalog/catalog-page.tsx');
export const loadProductPage = () => import('@/features/catalog/product-page.tsx');
export const loadLoginPage = () => import('@/features/auth/login-page.tsx');
export const loadRegisterPage = () => import('@/features/auth/register-page.tsx');
export const loadForgotPasswordPage = () => import('@/features/auth/forgot-password-page.tsx');

/**
 * An entry page may name the data it shows (`prefetch`, into the given query cache or the app's) and
 * what to ask for once that data is in (`preload`: its first picture).
 */
export type EntryPage = { default: unknown; prefetch?: (url: URL, client?: QueryClient) => Promise<void>; preload?: (url: URL) => void };

/** The pages visitors land on from outside: each is sent rendered by the server (decisions 037, 112). */
const entryPages: { pattern: RegExp; load: () => Promise<EntryPage> }[] = [
  { pattern: /^\/$/, load: loadHomePage },
  { pattern: /^\/products\/?$/, load: loadCatalogPage },
  { pattern: /^\/product\/[^/]+\/?$/, load: loadProductPage },
  { pattern: /^\/login\/?$/, load: loadLoginPage },
  { pattern: /^\/register\/?$/, load: loadRegisterPage },
  { pattern: /^\/forgot-password\/?$/, load: loadForgotPasswordPage },
];

/** The entry page at this address, if it is one. */
export function entryPageOf(url: URL): { load: () => Promise<EntryPage> } | undefined {
  return entryPages.find(({ pattern }) => pattern.test(url.pathname));
}

/**
 * Starts loading the page of the address the visit began on, alongside the start-up code instead of
 * after it, and lets it ask for its data at once (its `prefetch`) unless the server sent the data
 * with the prerendered page. A failure is left to the router, which loads the page again and shows
 * its error.
 */
export function startEntryPage(url: URL, { data }: { data: boolean }): void {
  entryPageOf(url)
    ?.load()
    .then(
      async (page) => {
        if (!data) return;
        await page.prefetch?.(url);
        page.preload?.(url);
      },
      () => undefined,
    );
}

/** The pages a first visit usually lands on (the router loads them through these same functions). */
export const loadHomePage = () => import('@/features/home/home-page.tsx');
export const loadCatalogPage = () => import('@/features/catalog/catalog-page.tsx');
export const loadProductPage = () => import('@/features/catalog/product-page.tsx');
export const loadLoginPage = () => import('@/features/auth/login-page.tsx');
export const loadRegisterPage = () => import('@/features/auth/register-page.tsx');

type EntryPage = { default: unknown; prefetch?: (url: URL) => void };

const entryPages: [RegExp, () => Promise<EntryPage>][] = [
  [/^\/$/, loadHomePage],
  [/^\/products\/?$/, loadCatalogPage],
  [/^\/product\/[^/]+\/?$/, loadProductPage],
  [/^\/login\/?$/, loadLoginPage],
  [/^\/register\/?$/, loadRegisterPage],
];

/**
 * Starts loading the page of the address the visit began on, alongside the start-up code instead of
 * after it, and lets it ask for its data at once (its `prefetch`). A failure is left to the router,
 * which loads the page again and shows its error.
 */
export function startEntryPage(url: URL): void {
  const entry = entryPages.find(([pattern]) => pattern.test(url.pathname));
  entry?.[1]().then(
    (page) => page.prefetch?.(url),
    () => undefined,
  );
}

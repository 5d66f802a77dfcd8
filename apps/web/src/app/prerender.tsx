import type { Language, Prerender, PrerenderRequest } from '@shop/domain';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ApiError, setTransport } from '@/lib/api-client.ts';
import i18n from '@/lib/i18n.ts';
import { overridesIn } from '@/lib/text-overrides.ts';
import en from '../locales/en.json';
import lt from '../locales/lt.json';
import { entryPageOf } from './entry-pages.ts';
import { routes } from './routes.tsx';

// The server's half of a visitor's first load (decision 037): the public pages rendered to HTML by
// the same components, so a phone paints the page before the code arrives. Built by
// `vite build --ssr` into dist-server/ and called by the API (apps/api/src/http/prerendered-pages.ts).

const bundledTexts: Record<Language, Record<string, unknown>> = { en, lt };
const appliedOverrides = new Map<Language, string>();

function overridesOf(request: PrerenderRequest): Promise<Record<string, string>> {
  return request
    .send(`/api/translations/${request.language}`, { method: 'GET', headers: { Accept: 'application/json' } })
    .then(overridesIn)
    .catch(() => ({}));
}

/** The language's bundled texts with the administrators' overrides over them, put in place again only when the overrides changed. */
function putTextsInPlace(language: Language, overrides: Record<string, string>): void {
  const signature = JSON.stringify(overrides);
  if (appliedOverrides.get(language) === signature) return;
  i18n.addResourceBundle(language, 'translation', structuredClone(bundledTexts[language]), false, true);
  for (const [key, value] of Object.entries(overrides)) i18n.addResource(language, 'translation', key, value);
  appliedOverrides.set(language, signature);
}

/** React puts a page's <title>, <meta> and preload <link>s at the front of its markup: they go to the head instead. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/>)+/;

/**
 * A visitor's view of a public page in the given language, or null for any other page (and for one
 * that redirects). Each call has its own query cache; the texts are the shop's, overrides included.
 */
export const prerender: Prerender = async (request) => {
  const url = new URL(request.url, 'http://shop.invalid');
  const entry = entryPageOf(url);
  if (!entry?.prerendered) return null;
  setTransport(request.send);
  // A page whose answer was a refusal shows it (a missing product: "Product not found"), not a spinner.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  const [page, overrides] = await Promise.all([entry.load(), overridesOf(request)]);
  await page.prefetch?.(url, client);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  putTextsInPlace(request.language, overrides);
  // Nothing is awaited from here on: the language switch (texts in place) and the render are one
  // synchronous step, so pages prerendered at the same time in other languages cannot mix.
  void i18n.changeLanguage(request.language);
  const markup = renderToString(
    <QueryClientProvider client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
  const head = HOISTED.exec(markup)?.[0] ?? '';
  const refused = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error');
  const missing = refused.some((query) => query.state.error instanceof ApiError && query.state.error.status === 404);
  return { html: markup.slice(head.length), head, state: dehydrate(client), status: missing ? 404 : 200, complete: refused.length === 0 };
};

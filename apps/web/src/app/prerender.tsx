import type { Language, Prerender, PrerenderRequest } from '@shop/domain';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n, { type i18n as Texts } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ApiError } from '@/lib/api-client.ts';
import { inRender } from '@/lib/render-context.ts';
import { overridesIn } from '@/lib/text-overrides.ts';
import en from '../locales/en.json';
import lt from '../locales/lt.json';
import { type EntryPage, entryPageOf } from './entry-pages.ts';
import { routes } from './routes.tsx';

// The server's half of a visitor's first load (decision 037): the public pages rendered to HTML by
// the same components, so a phone paints the page before the code arrives. Built by
// `vite build --ssr` into dist-server/ and called by the API (apps/api/src/http/prerendered-pages.ts).
// Each render has its own language, texts and way to the API, passed in its render context
// (lib/render-context.ts, decision 107): nothing of one render is kept where another could read it.

const bundledTexts: Record<Language, Record<string, unknown>> = { en, lt };

function overridesOf(request: PrerenderRequest): Promise<Record<string, string>> {
  return request
    .send(`/api/translations/${request.language}`, { method: 'GET', headers: { Accept: 'application/json' } })
    .then(overridesIn)
    .catch(() => ({}));
}

/**
 * The texts of each language as last made: made anew when the administrators' overrides changed.
 * A render holds the one it was given; a newer one never changes it.
 */
const madeTexts = new Map<Language, { signature: string; texts: Texts }>();

/** A language's bundled texts with the administrators' overrides over them, English as the fallback, in their own i18next. */
function textsOf(language: Language, overrides: Record<string, string>): Texts {
  const signature = JSON.stringify(overrides);
  const made = madeTexts.get(language);
  if (made?.signature === signature) return made.texts;
  const texts = i18n.createInstance();
  void texts.init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: structuredClone(bundledTexts.en) }, [language]: { translation: structuredClone(bundledTexts[language]) } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  for (const [key, value] of Object.entries(overrides)) texts.addResource(language, 'translation', key, value);
  madeTexts.set(language, { signature, texts });
  return texts;
}

/** React puts a page's <title>, <meta> and preload <link>s at the front of its markup: they go to the head instead. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/>)+/;

/**
 * A visitor's view of a public page in the given language, or null for any other page (and for one
 * that redirects). Each call has its own query cache, texts and render context.
 */
export const prerender: Prerender = async (request) => {
  const url = new URL(request.url, 'http://shop.invalid');
  const entry = entryPageOf(url);
  if (!entry) return null;
  const [page, overrides] = await Promise.all([entry.load(), overridesOf(request)]);
  const texts = textsOf(request.language, overrides);
  return inRender({ language: request.language, texts, send: request.send }, () => renderPage(url, page, texts));
};

/** The page rendered inside its render context: its data asked for through the render's own way to the API, its texts its own. */
async function renderPage(url: URL, page: EntryPage, texts: Texts) {
  // A page whose answer was a refusal shows it (a missing product: "Product not found"), not a spinner.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  await page.prefetch?.(url, client);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <I18nextProvider i18n={texts}>
      <QueryClientProvider client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const head = HOISTED.exec(markup)?.[0] ?? '';
  const refused = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error');
  const missing = refused.some((query) => query.state.error instanceof ApiError && query.state.error.status === 404);
  return { html: markup.slice(head.length), head, state: dehydrate(client), status: missing ? 404 : 200, complete: refused.length === 0 } as const;
}

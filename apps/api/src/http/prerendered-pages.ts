import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  LANGUAGE_COOKIE,
  type Language,
  type Prerender,
  type PrerenderRequest,
  preferredLanguages,
  readerLanguage,
  SIGNED_IN_COOKIE,
} from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageTemplate } from './page-template.ts';

// A visitor's first load of a public page (decision 037): the web app's own components, built for the
// server (apps/web/src/app/prerender.tsx → dist-server/prerender.js), render the page to HTML, which
// goes out in index.html's placeholders (page-template.ts) in place of the shell, with the answers it
// was rendered with. Everything one render needs (its language, its way to the API) is passed to it.

/** The prerendering built beside the web app (`<dist>/../dist-server/prerender.js`), or null when there is none. */
export async function loadPrerender(distDir: string): Promise<Prerender | null> {
  const file = path.join(path.dirname(distDir), 'dist-server', 'prerender.js');
  if (!existsSync(file)) return null;
  const built = (await import(pathToFileURL(file).href)) as { prerender?: unknown };
  return typeof built.prerender === 'function' ? (built.prerender as Prerender) : null;
}

/**
 * The reader's language, by the rule the app follows in the browser (packages/domain
 * reader-language.ts): the cookie of the language chosen, else Accept-Language, else the default.
 * The optional geolocation is the browser's own (the visitor's IP counts), so here it is unknown.
 */
export function readerLanguageOf(request: FastifyRequest): Language {
  return readerLanguage({ chosen: request.cookies[LANGUAGE_COOKIE], accepted: preferredLanguages(request.headers['accept-language']) });
}

/** One of the page's API calls, answered by this process as it would answer the browser (as a visitor: no token). */
function sendTo(app: FastifyInstance): PrerenderRequest['send'] {
  return async (url) => {
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return new Response(answer.statusCode === 204 ? null : answer.payload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * The HTML of a public page for a visitor, or null: for any other page, a browser that holds a
 * session (its prices are its own), or a prerendering that failed (logged; the shell still works).
 */
export async function prerenderedHtml(
  app: FastifyInstance,
  prerender: Prerender,
  template: PageTemplate,
  request: FastifyRequest,
): Promise<{ html: string; status: 200 | 404 } | null> {
  if (request.cookies[SIGNED_IN_COOKIE]) return null;
  const language = readerLanguageOf(request);
  try {
    const page = await prerender({ url: request.url, language, send: sendTo(app) });
    return page && { html: template.page(language, page), status: page.status };
  } catch (error) {
    request.log.error({ err: error }, 'prerendering the page failed; the app renders it in the browser');
    return null;
  }
}

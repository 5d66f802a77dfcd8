import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  LANGUAGE_COOKIE,
  type Language,
  PRERENDERED_STATE_ID,
  type Prerender,
  type PrerenderedPage,
  type PrerenderRequest,
  preferredLanguages,
  readerLanguage,
  SIGNED_IN_COOKIE,
  STARTUP_PRELOADS_ID,
} from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// A visitor's first load of a public page (decision 037): the web app's own components, built for the
// server (apps/web/src/app/prerender.tsx → dist-server/prerender.js), render the page to HTML, which
// goes out in index.html in place of the shell, with the answers it was rendered with.

/** The prerendering built beside the web app (`<dist>/../dist-server/prerender.js`), or null when there is none. */
export async function loadPrerender(distDir: string): Promise<Prerender | null> {
  const file = path.join(path.dirname(distDir), 'dist-server', 'prerender.js');
  if (!existsSync(file)) return null;
  const built = (await import(pathToFileURL(file).href)) as { prerender?: unknown };
  return typeof built.prerender === 'function' ? (built.prerender as Prerender) : null;
}

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The reader's language, by the rule the app follows in the browser (packages/domain
 * reader-language.ts): the cookie of the language chosen, else Accept-Language, else the default.
 * The optional geolocation is the browser's own (the visitor's IP counts), so here it is unknown.
 */
export function readerLanguageOf(request: FastifyRequest): Language {
  return readerLanguage({ chosen: cookieOf(request, LANGUAGE_COOKIE), accepted: preferredLanguages(request.headers['accept-language']) });
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

/** index.html's root element, holding the shell painted before the code arrives. */
const ROOT = /<div id="root">[\s\S]*?<!--\/app-shell-->\s*<\/div>/;
const STATIC_TITLE = /<title>[^<]*<\/title>/;
const STATIC_DESCRIPTION = /<meta\s+name="description"[^>]*data-static\s*\/>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;
/** JSON inside <script>: nothing in it may close the element or open a comment. */
const scriptSafe = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** index.html (or the page made of it) with `<html lang>` naming the reader's language, from the first byte. */
export function inLanguage(html: string, language: Language): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
}

/**
 * index.html made into the page: its markup in the root (which the app takes over in place), its
 * title and description in the head, the answers it was made with beside it. The start-up code's
 * preload links wait in a template until the page is painted (main.tsx), so on a slow line the
 * page's own bytes (the HTML, the styles, its first picture) come first.
 */
function composePage(indexHtml: string, page: PrerenderedPage, language: Language): string {
  const preloads = indexHtml.match(MODULE_PRELOADS) ?? [];
  let html = inLanguage(indexHtml.replace(MODULE_PRELOADS, ''), language);
  if (page.head.includes('<title>')) html = html.replace(STATIC_TITLE, '');
  if (page.head.includes('name="description"')) html = html.replace(STATIC_DESCRIPTION, '');
  const state = `<script type="application/json" id="${PRERENDERED_STATE_ID}">${scriptSafe(page.state)}</script>`;
  const held = `<template id="${STARTUP_PRELOADS_ID}">${preloads.map((link) => link.trim()).join('')}</template>`;
  return html
    .replace('</head>', () => `${page.head}</head>`)
    .replace(
      ROOT,
      () => `<div id="root" data-prerendered="${language}"${page.complete ? '' : ' data-answers="partial"'}>${page.html}</div>${state}${held}`,
    );
}

/**
 * The HTML of a public page for a visitor, or null: for any other page, a browser that holds a
 * session (its prices are its own), or a prerendering that failed (logged; the shell still works).
 */
export async function prerenderedHtml(
  app: FastifyInstance,
  prerender: Prerender,
  indexHtml: string,
  request: FastifyRequest,
): Promise<{ html: string; status: 200 | 404 } | null> {
  if (cookieOf(request, SIGNED_IN_COOKIE)) return null;
  const language = readerLanguageOf(request);
  try {
    const page = await prerender({ url: request.url, language, send: sendTo(app) });
    return page && { html: composePage(indexHtml, page, language), status: page.status };
  } catch (error) {
    request.log.error({ err: error }, 'prerendering the page failed; the app renders it in the browser');
    return null;
  }
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { fail } from './app-error.ts';
import type { Prerender } from '@shop/domain';
import { pageTemplate } from './page-template.ts';
import { prerenderedHtml, readerLanguageOf } from './prerendered-pages.ts';

/** Extra tags for the head of index.html on one client-side route (`''` for none). */
type PageHead = (pathname: string) => Promise<string>;

/**
 * Serves the built web app: files as they are, and index.html for every other GET outside /api
 * (client-side routes such as /admin/users/7). Hashed assets are cached for a year; text files go out
 * as their pre-compressed brotli or gzip copy when the browser accepts one. With `prerender`, a
 * public page goes out rendered for a visitor (decision 037); otherwise `pageHead` may add tags to
 * index.html's head for a route (a product page's picture to preload).
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string,
  { pageHead, prerender }: { pageHead?: PageHead; prerender?: Prerender | null } = {},
): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  // The reader's language and the signed-in hint are cookies, read by @fastify/cookie (registered once, in app.ts).
  if (!app.hasRequestDecorator('cookies')) throw new Error('The web app is served only where @fastify/cookie is registered');
  // Read once: a template without its placeholders stops the start here (page-template.ts).
  const template = pageTemplate(readFileSync(indexFile, 'utf8'));
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes a brotli and a gzip copy of every text file (apps/web/scripts/precompress.ts):
    // send the one the browser accepts, the file itself otherwise.
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.callNotFound();
    }
    const pathname = request.url.split('?')[0] ?? '/';
    let wanted: string;
    try {
      wanted = decodeURIComponent(pathname).replace(/^\/+/, '');
    } catch {
      throw fail('fileNotFound');
    }
    const file = path.resolve(distDir, wanted);
    if (wanted && file.startsWith(distDir + path.sep) && existsSync(file) && !file.endsWith(path.sep)) {
      return reply.sendFile(path.relative(distDir, file));
    }
    // The page's language (and whether it is prerendered) follows these headers (decision 087): a
    // cache keeps one copy per reader's language and never serves one reader's page to another.
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Language, Cookie');
    const prerendered = prerender ? await prerenderedHtml(app, prerender, template, request) : null;
    if (prerendered) return reply.code(prerendered.status).type('text/html; charset=utf-8').send(prerendered.html);
    const head = (await pageHead?.(pathname)) ?? '';
    const language = readerLanguageOf(request);
    if (head || language !== template.language) return reply.type('text/html; charset=utf-8').send(template.shell(language, head));
    return reply.sendFile('index.html');
  });
  return true;
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: files as they are, and index.html for every other GET outside /api
 * (client-side routes such as /admin/users/7). Hashed assets are cached for a year; text files go out
 * as their pre-compressed brotli or gzip copy when the browser accepts one.
 */
export async function registerStaticWeb(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
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
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.callNotFound();
    }
    const wanted = decodeURIComponent(request.url.split('?')[0] ?? '/').replace(/^\/+/, '');
    const file = path.resolve(distDir, wanted);
    if (wanted && file.startsWith(distDir + path.sep) && existsSync(file) && !file.endsWith(path.sep)) {
      return reply.sendFile(path.relative(distDir, file));
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
  return true;
}

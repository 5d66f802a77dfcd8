import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { fail } from '../../http/app-error.ts';
import { robotsTxt, sitemapFileXml, sitemapIndexXml } from './seo.service.ts';

/** /robots.txt and /sitemap.xml for search engines (they are read often: an hour of caching). */
export async function seoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await robotsTxt(ctx)),
  );
  // The index (decision 108): it names the files, each of at most 50,000 addresses.
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await sitemapIndexXml(ctx)),
  );
  app.get('/sitemap-:file.xml', async (request, reply) => {
    const { file } = request.params as { file: string };
    const xml = /^[1-9]\d{0,5}$/.test(file) ? await sitemapFileXml(ctx, Number(file)) : null;
    if (xml === null) throw fail('notFound');
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(xml);
  });
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { robotsTxt, sitemapXml } from './seo.service.ts';

/** /robots.txt and /sitemap.xml for search engines (they are read often: an hour of caching). */
export async function seoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await robotsTxt(ctx)),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await sitemapXml(ctx)),
  );
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { priceListQuerySchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { fileAnswer, refusals, type Refusal } from '../../http/route-answers.ts';
import { currentUser } from '../../http/auth.ts';
import { withPdfSlot } from '../../http/pdf-requests.ts';
import { PriceListCache } from './price-list.cache.ts';
import { priceListCsv, priceListPdf, type PriceListFile } from './price-list.service.ts';

/** The files kept per price level, language and day (decision 070): about 36 lists of 20,000 products. */
const CACHE_BYTES = 64 * 1024 * 1024;

/** A file to save, private to its reader. */
async function sendFile(reply: FastifyReply, file: Promise<PriceListFile>) {
  const { filename, contentType, body } = await file;
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(body);
}

/**
 * The price list under /api/products, for signed-in readers: a visitor gets 401. The
 * static paths win over the catalogue's `/:id` (the router prefers a static segment). The PDF counts
 * against the account's PDFs at once (decision 070); the CSV is cheap and does not.
 */
export async function priceListRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = (answer: ReturnType<typeof fileAnswer>, ...also: Refusal[]) => ({
    preHandler: app.requireUser,
    schema: { querystring: priceListQuerySchema, response: { 200: answer, ...refusals('user', 'input', ...also) } },
  });
  const cache = new PriceListCache(CACHE_BYTES);

  r.get('/price-list.csv', options(fileAnswer('The price list as CSV', 'text/csv')), async (request, reply) => {
    const user = currentUser(request);
    return sendFile(reply, priceListCsv(ctx, cache, user, request.query.lang ?? user.language));
  });

  r.get('/price-list.pdf', options(fileAnswer('The price list as PDF', 'application/pdf'), 429), async (request, reply) => {
    const user = currentUser(request);
    return withPdfSlot(ctx, reply, user.id, () => sendFile(reply, priceListPdf(ctx, cache, user, request.query.lang ?? user.language)));
  });
}

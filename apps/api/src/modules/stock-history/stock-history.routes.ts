import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, stockHistoryAnswerSchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { stockHistory } from './stock-history.service.ts';

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** GET /api/products/admin/:id/stock-history (administrators): a product's stock changes, newest first. */
export async function stockHistoryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/admin/:id/stock-history',
      { preHandler: app.requireAdmin, schema: { params: idParamSchema, querystring: pageQuery, response: { 200: stockHistoryAnswerSchema } } },
      async (request) => ({ success: true as const, ...(await stockHistory(ctx, request.params.id, request.query)) }),
    );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, stockHistoryAnswerSchema, stockMovesAnswerSchema, stockMovesQuerySchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { allStockHistory, stockHistory } from './stock-history.service.ts';
import { refusals } from '../../http/route-answers.ts';

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * GET /api/products/admin/:id/stock-history (administrators): a product's stock changes, newest first;
 * GET /api/products/admin/stock-history: every product's, filtered by product and period (decision 099).
 */
export async function stockHistoryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/admin/:id/stock-history',
      {
        preHandler: app.requireAdmin,
        schema: { params: idParamSchema, querystring: pageQuery, response: { 200: stockHistoryAnswerSchema, ...refusals('admin', 'input', 404) } },
      },
      async (request) => ({ success: true as const, ...(await stockHistory(ctx, request.params.id, request.query)) }),
    )
    .get(
      '/admin/stock-history',
      {
        preHandler: app.requireAdmin,
        schema: { querystring: stockMovesQuerySchema, response: { 200: stockMovesAnswerSchema, ...refusals('admin', 'input') } },
      },
      async (request) => allStockHistory(ctx, request.query),
    );
}

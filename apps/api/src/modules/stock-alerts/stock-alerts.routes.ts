import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lowStockAnswerSchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { scheduleLowStockMail } from './stock-alerts.job.ts';
import { lowStock } from './stock-alerts.service.ts';
import { refusals } from '../../http/route-answers.ts';

/** Low-stock alerts, under /api/products: the administrators' list, and the daily mail's job. */
export async function stockAlertsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/admin/low-stock',
    { preHandler: app.requireAdmin, schema: { response: { 200: lowStockAnswerSchema, ...refusals('admin') } } },
    async () => ({
      success: true as const,
      ...(await lowStock(ctx)),
    }),
  );
  scheduleLowStockMail(ctx);
}

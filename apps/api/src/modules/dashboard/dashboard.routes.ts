import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardStatsAnswerSchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/auth.ts';
import { dashboardStats } from './dashboard.service.ts';

/** GET /api/dashboard/stats: the four stat cards of the dashboard, for a customer or an administrator. */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/stats', { preHandler: app.requireUser, schema: { response: { 200: dashboardStatsAnswerSchema } } }, async (request) => ({
    success: true as const,
    stats: await dashboardStats(ctx, currentUser(request)),
  }));
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardStatsAnswerSchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/auth.ts';
import { foldDashboardMoves } from './dashboard-figures.repository.ts';
import { dashboardStats } from './dashboard.service.ts';
import { refusals } from '../../http/route-answers.ts';

/** How often the figures' moves are folded into their row (a view sums the few left meanwhile). */
const FOLD_MS = 10 * 60 * 1000;

/** GET /api/dashboard/stats: the four stat cards of the dashboard, for a customer or an administrator. */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  ctx.jobs.every('fold-dashboard-figures', FOLD_MS, () => foldDashboardMoves(ctx.db));
  r.get(
    '/stats',
    { preHandler: app.requireUser, schema: { response: { 200: dashboardStatsAnswerSchema, ...refusals('user') } } },
    async (request) => ({
      success: true as const,
      stats: await dashboardStats(ctx, currentUser(request)),
    }),
  );
}

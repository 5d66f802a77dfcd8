import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardStatsAnswerSchema } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/auth.ts';
import { cartItemCount, orderStats } from '../orders/orders.repository.ts';
import { countPendingApprovals, countUsers } from '../users/users.repository.ts';

/** GET /api/dashboard/stats: the four stat cards of the dashboard, for a customer or an administrator. */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/stats', { preHandler: app.requireUser, schema: { response: { 200: dashboardStatsAnswerSchema } } }, async (request) => {
    const user = currentUser(request);
    if (user.is_admin) {
      const [orders, pendingApprovals, customers] = await Promise.all([
        orderStats(ctx.db, null),
        countPendingApprovals(ctx.db),
        countUsers(ctx.db, { admins: false }),
      ]);
      return {
        success: true as const,
        stats: {
          total_orders: orders.total_orders,
          pending_orders: orders.pending_orders,
          revenue: orders.total_spent,
          pending_approvals: pendingApprovals,
          total_customers: customers,
        },
      };
    }
    const [orders, cartItems] = await Promise.all([orderStats(ctx.db, user.id), cartItemCount(ctx.db, user.id)]);
    return { success: true as const, stats: { ...orders, cart_items: cartItems } };
  });
}

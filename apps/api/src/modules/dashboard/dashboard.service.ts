import type { User } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { cartItemCount, orderStats } from '../orders/orders.repository.ts';
import { countPendingApprovals, countUsers } from '../users/users.repository.ts';

/** The dashboard's stat cards: the shop's for an administrator, a customer's own otherwise. */
export async function dashboardStats(ctx: AppContext, user: User) {
  if (user.is_admin) {
    const [orders, pendingApprovals, customers] = await Promise.all([
      orderStats(ctx.db, null),
      countPendingApprovals(ctx.db),
      countUsers(ctx.db, { admins: false }),
    ]);
    return {
      total_orders: orders.total_orders,
      pending_orders: orders.pending_orders,
      revenue: orders.total_spent,
      pending_approvals: pendingApprovals,
      total_customers: customers,
    };
  }
  const [orders, cartItems] = await Promise.all([orderStats(ctx.db, user.id), cartItemCount(ctx.db, user.id)]);
  return { ...orders, cart_items: cartItems };
}

import type { User } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { cartItemCount, orderStats } from '../orders/orders.repository.ts';
import { countCustomers, countPendingApprovals } from '../users/users.repository.ts';

/**
 * The dashboard's stat cards: the shop's for an administrator, a customer's own otherwise. Customers
 * and approvals count live accounts only: an anonymised one is no customer (decision 048).
 */
export async function dashboardStats(ctx: AppContext, user: User) {
  if (user.is_admin) {
    const [orders, pendingApprovals, customers] = await Promise.all([
      orderStats(ctx.db, null),
      countPendingApprovals(ctx.db),
      countCustomers(ctx.db),
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

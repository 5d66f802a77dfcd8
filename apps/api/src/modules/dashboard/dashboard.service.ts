import type { User } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { countCustomers, countPendingApprovals } from '../users/index.ts';
import { cartItemCount, orderStats } from './customer-figures.repository.ts';
import { shopOrderFigures } from './dashboard-figures.repository.ts';

/**
 * The dashboard's stat cards: the shop's for an administrator, a customer's own otherwise. Customers
 * and approvals count live accounts only: an anonymised one is no customer (decision 048). The shop's
 * order figures are the row the orders' triggers keep (decision 066); a customer's are its own orders.
 */
export async function dashboardStats(ctx: AppContext, user: User) {
  if (user.is_admin) {
    const [orders, pendingApprovals, customers] = await Promise.all([
      shopOrderFigures(ctx.reads),
      countPendingApprovals(ctx.reads),
      countCustomers(ctx.reads),
    ]);
    return {
      total_orders: orders.total_orders,
      pending_orders: orders.pending_orders,
      revenue: orders.revenue,
      pending_approvals: pendingApprovals,
      total_customers: customers,
    };
  }
  const [orders, cartItems] = await Promise.all([orderStats(ctx.reads, user.id), cartItemCount(ctx.reads, user.id)]);
  return { ...orders, cart_items: cartItems };
}

import type { Language } from '@shop/domain';
import { formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useDashboardStats, type DashboardStats } from '../api/get-dashboard-stats.ts';
import { icons, StatCards, type Stat } from './stat-card.tsx';

/** A customer's figures after the order counts: what they spent and what is in their cart. */
export const customerStats = (stats: DashboardStats, language: Language): Stat[] => [
  { key: 'totalSpent', value: formatMoney(stats.total_spent ?? 0, language), icon: icons.money },
  { key: 'cartItems', value: stats.cart_items ?? 0, icon: icons.cart },
];

/** An administrator's figures after the order counts: revenue and customers awaiting approval. */
export const adminStats = (stats: DashboardStats, language: Language): Stat[] => [
  { key: 'revenue', value: formatMoney(stats.revenue ?? 0, language), icon: icons.money },
  { key: 'pendingApprovals', value: stats.pending_approvals ?? 0, icon: icons.approvals },
];

/**
 * The stat cards of a dashboard: the order counts, then the role's own figures. Spec: if the stats call
 * fails every stat shows 0.
 */
export function DashboardStatCards({ userId, more }: { userId: number; more: (stats: DashboardStats, language: Language) => Stat[] }) {
  const query = useDashboardStats(userId);
  const stats = query.data ?? {};
  return (
    <StatCards
      loading={query.isPending}
      stats={[
        { key: 'totalOrders', value: stats.total_orders ?? 0, icon: icons.orders },
        { key: 'pendingOrders', value: stats.pending_orders ?? 0, icon: icons.pending },
        ...more(stats, currentLanguage()),
      ]}
    />
  );
}

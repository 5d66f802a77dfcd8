import { api } from '@/lib/api-client.ts';
import { useDashboardQuery } from './dashboard-query.ts';
import { answers } from '@/api/answers.ts';

/** Customers get orders, spending and cart; administrators get orders, approvals and customers. */
export interface DashboardStats {
  total_orders?: number;
  pending_orders?: number;
  total_spent?: number;
  cart_items?: number;
  pending_approvals?: number;
  revenue?: number;
  total_customers?: number;
}

async function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  const answer = await api('/dashboard/stats', { ...(signal ? { signal } : {}), answer: answers?.dashboardStats });
  return answer.stats ?? {};
}

export const useDashboardStats = (userId: number) => useDashboardQuery(userId, 'stats', getDashboardStats);

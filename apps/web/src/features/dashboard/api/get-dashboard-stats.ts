import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
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

interface DashboardStatsAnswer {
  success: true;
  stats: DashboardStats;
}

export async function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  const answer = await api<DashboardStatsAnswer>('/dashboard/stats', { ...(signal ? { signal } : {}), answer: answers?.dashboardStats });
  return answer.stats ?? {};
}

export const dashboardStatsQueryKey = (userId: number) => ['dashboard', userId, 'stats'] as const;

export const dashboardStatsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: dashboardStatsQueryKey(userId),
    queryFn: ({ signal }) => getDashboardStats(signal),
    // The dashboard is the overview: always refresh it when it is opened.
    staleTime: 0,
  });

export function useDashboardStats(userId: number) {
  return useQuery(dashboardStatsQueryOptions(userId));
}

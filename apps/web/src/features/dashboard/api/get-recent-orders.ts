import { api } from '@/lib/api-client.ts';
import { useDashboardQuery } from './dashboard-query.ts';
import { answers } from '@/api/answers.ts';

/** The dashboard shows the 5 most recent entries. */
export const RECENT_LIMIT = 5;

interface RecentOrder {
  id: number;
  order_number: string;
  status: string;
  created_at: string;
  total_amount: number;
}

async function getRecentOrders(signal?: AbortSignal): Promise<RecentOrder[]> {
  const answer = await api(`/orders?limit=${RECENT_LIMIT}`, { ...(signal ? { signal } : {}), answer: answers?.orders });
  return (answer.orders ?? []).slice(0, RECENT_LIMIT);
}

export const useRecentOrders = (userId: number) => useDashboardQuery(userId, 'recent-orders', getRecentOrders);

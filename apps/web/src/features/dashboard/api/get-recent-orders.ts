import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { answers } from '@/api/answers.ts';

/** Spec section 9: the dashboard shows the 5 most recent entries. */
export const RECENT_LIMIT = 5;

export interface RecentOrder {
  id: number;
  order_number: string;
  status: string;
  created_at: string;
  total_amount: number;
}

interface OrdersAnswer {
  success: true;
  orders: RecentOrder[];
}

export async function getRecentOrders(signal?: AbortSignal): Promise<RecentOrder[]> {
  const answer = await api<OrdersAnswer>(`/orders?limit=${RECENT_LIMIT}`, { ...(signal ? { signal } : {}), answer: answers?.orders });
  return (answer.orders ?? []).slice(0, RECENT_LIMIT);
}

export const recentOrdersQueryKey = (userId: number) => ['dashboard', userId, 'recent-orders'] as const;

export const recentOrdersQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: recentOrdersQueryKey(userId),
    queryFn: ({ signal }) => getRecentOrders(signal),
    staleTime: 0,
  });

export function useRecentOrders(userId: number, enabled = true) {
  return useQuery({ ...recentOrdersQueryOptions(userId), enabled });
}

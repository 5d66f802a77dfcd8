import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { answers } from '@/api/answers.ts';

/** Spec section 9: the overview lists the five newest orders. */
export const RECENT_ORDERS_LIMIT = 5;

/** The fields the overview reads; the administrator's order view has more. */
export interface RecentOrder {
  id: number;
  order_number?: string | null;
  created_at: string;
  status: string;
  total_amount: number | string;
  company_name?: string | null;
  contact_person?: string | null;
  email?: string | null;
}

interface OrdersAnswer {
  success: true;
  orders: RecentOrder[];
}

export async function getRecentOrders(signal?: AbortSignal): Promise<RecentOrder[]> {
  const query = new URLSearchParams({ limit: String(RECENT_ORDERS_LIMIT), sort: 'created_at', order: 'desc' });
  const answer = await api<OrdersAnswer>(`/orders/admin/all?${query}`, { ...(signal ? { signal } : {}), answer: answers?.orders });
  return Array.isArray(answer.orders) ? answer.orders.slice(0, RECENT_ORDERS_LIMIT) : [];
}

export const recentOrdersQueryKey = ['admin-pricing', 'recent-orders'] as const;

export const recentOrdersQueryOptions = () =>
  queryOptions({
    queryKey: recentOrdersQueryKey,
    queryFn: ({ signal }) => getRecentOrders(signal),
    // A failure is tolerated (the list just shows its empty state), so no retries.
    retry: false,
  });

export function useRecentOrders() {
  return useQuery(recentOrdersQueryOptions());
}

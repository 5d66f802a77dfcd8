import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOrdersAnswerSchema, type AdminOrderListRow, type AdminOrdersAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { pricingKeys } from './query-keys.ts';

/** The overview lists the five newest orders. */
const RECENT_ORDERS_LIMIT = 5;

/** One of them: a row of the administrators' orders list (decision 075). */
type RecentOrder = AdminOrderListRow;

async function getRecentOrders(signal?: AbortSignal): Promise<RecentOrder[]> {
  const query = new URLSearchParams({ limit: String(RECENT_ORDERS_LIMIT), sort: 'created_at', order: 'desc' });
  const answer = await api<AdminOrdersAnswer>(`/orders/admin/all?${query}`, {
    ...(signal ? { signal } : {}),
    answer: import.meta.env.DEV ? adminOrdersAnswerSchema : undefined,
  });
  return Array.isArray(answer.orders) ? answer.orders.slice(0, RECENT_ORDERS_LIMIT) : [];
}

const recentOrdersQueryOptions = () =>
  queryOptions({
    queryKey: pricingKeys.recentOrders,
    queryFn: ({ signal }) => getRecentOrders(signal),
    // A failure is tolerated (the list just shows its empty state), so no retries.
    retry: false,
  });

export function useRecentOrders() {
  return useQuery(recentOrdersQueryOptions());
}

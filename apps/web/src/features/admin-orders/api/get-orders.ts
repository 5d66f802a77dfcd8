import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminOrdersAnswerSchema, type AdminOrdersAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { adminOrderKeys } from './query-keys.ts';

/** The list's filters as the address keeps them: '' is a filter not set (decision 045). */
interface OrdersListFilters {
  /** Words, each in the number, buyer, shipping address (city too) or licence; case and Lithuanian letters ignored (decision 064). */
  search: string;
  status: string;
  /** Days in Lithuania, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** One customer's orders. */
  user_id: string;
}

export interface OrdersListParams extends OrdersListFilters {
  page: number;
  /** 50 when not given; at most 200. */
  limit?: number;
}

/** GET /api/orders/admin/all: one page of every customer's orders, filtered, with the counts. */
async function getOrders(params: OrdersListParams, signal?: AbortSignal): Promise<AdminOrdersAnswer> {
  const query = new URLSearchParams();
  for (const key of ['search', 'status', 'from', 'to', 'user_id'] as const) if (params[key]) query.set(key, params[key]);
  if (params.page > 1) query.set('page', String(params.page));
  if (params.limit !== undefined) query.set('limit', String(params.limit));
  const suffix = query.size > 0 ? `?${query}` : '';
  return api<AdminOrdersAnswer>(`/orders/admin/all${suffix}`, {
    ...(signal ? { signal } : {}),
    answer: import.meta.env.DEV ? adminOrdersAnswerSchema : undefined,
  });
}

const ordersListQueryOptions = (params: OrdersListParams) =>
  queryOptions({
    queryKey: adminOrderKeys.list(params),
    queryFn: ({ signal }) => getOrders(params, signal),
    // Keep the current page on screen while another filter or page loads.
    placeholderData: keepPreviousData,
  });

export function useOrders(params: OrdersListParams, enabled = true) {
  return useQuery({ ...ordersListQueryOptions(params), enabled });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrderStatus } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { ordersBaseKey } from '@/api/orders/order-keys.ts';
import { answers } from '@/api/answers.ts';

export interface OrdersListParams {
  /** Empty: every status. */
  status: OrderStatus | '';
  /** Recent orders: limit 5, sort created_at, order desc. */
  limit?: number;
  sort?: 'created_at';
  order?: 'asc' | 'desc';
}

interface OrdersAnswer {
  success: true;
  orders: Order[];
}

/** GET /api/orders/admin/all: every customer's orders (administrator view). */
export async function getOrders(params: OrdersListParams, signal?: AbortSignal): Promise<Order[]> {
  const query = new URLSearchParams();
  if (params.status) query.set('status', params.status);
  if (params.limit !== undefined) query.set('limit', String(params.limit));
  if (params.sort) query.set('sort', params.sort);
  if (params.order) query.set('order', params.order);
  const suffix = query.size > 0 ? `?${query}` : '';
  const answer = await api<OrdersAnswer>(`/orders/admin/all${suffix}`, { ...(signal ? { signal } : {}), answer: answers?.orders });
  return answer.orders;
}

export const ordersListBaseKey = [...ordersBaseKey, 'list'] as const;
export const ordersListQueryKey = (params: OrdersListParams) => [...ordersListBaseKey, params] as const;

export const ordersListQueryOptions = (params: OrdersListParams) =>
  queryOptions({
    queryKey: ordersListQueryKey(params),
    queryFn: ({ signal }) => getOrders(params, signal),
    // Keep the current list on screen while another filter loads.
    placeholderData: keepPreviousData,
  });

export function useOrders(params: OrdersListParams) {
  return useQuery(ordersListQueryOptions(params));
}

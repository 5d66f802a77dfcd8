import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { answers } from '@/api/answers.ts';

interface OrdersAnswer {
  success: true;
  orders: Order[];
}

/** All order lists live under ['orders'] (placing an order invalidates that prefix). */
export const ordersQueryKey = (status: string | null) => ['orders', 'list', { status: status ?? 'all' }] as const;

export async function getOrders(status: string | null, signal?: AbortSignal): Promise<Order[]> {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  const answer = await api<OrdersAnswer>(`/orders${query}`, { ...(signal ? { signal } : {}), answer: answers?.orders });
  return answer.orders ?? [];
}

export const ordersQueryOptions = (status: string | null) =>
  queryOptions({ queryKey: ordersQueryKey(status), queryFn: ({ signal }) => getOrders(status, signal), staleTime: 0 });

/** GET /orders?status=: the customer's own orders, newest first. */
export function useOrders(status: string | null) {
  return useQuery({ ...ordersQueryOptions(status), placeholderData: keepPreviousData });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrdersAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { answers } from '@/api/answers.ts';
import { ownOrderKeys } from './query-keys.ts';

/** Which page of the customer's own orders: a status (null for all) and the page, from 1. */
export interface OwnOrdersParams {
  status: string | null;
  page: number;
}

/** GET /orders?status=&page=: one page (20, the API's default) of the customer's own orders, newest first, and the paging. */
async function getOrders({ status, page }: OwnOrdersParams, signal?: AbortSignal): Promise<OrdersAnswer> {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const suffix = query.size > 0 ? `?${query}` : '';
  return api<OrdersAnswer>(`/orders${suffix}`, { ...(signal ? { signal } : {}), answer: answers?.orders });
}

const ordersQueryOptions = (params: OwnOrdersParams) =>
  queryOptions({ queryKey: ownOrderKeys.list(params), queryFn: ({ signal }) => getOrders(params, signal), staleTime: 0 });

/** The page on screen stays while another status or page loads. */
export function useOrders(params: OwnOrdersParams) {
  return useQuery({ ...ordersQueryOptions(params), placeholderData: keepPreviousData });
}

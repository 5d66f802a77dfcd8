import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { adminOrderKeys } from './query-keys.ts';
import { answers } from '@/api/answers.ts';

/** GET /api/orders/admin/{id}: one order with its items, snapshots and customer. */
async function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  const answer = await api(`/orders/admin/${id}`, { ...(signal ? { signal } : {}), answer: answers?.order });
  return answer.order;
}

const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminOrderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });

export function useOrder(id: number) {
  return useQuery({ ...orderQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderHistoryAnswerSchema, type Order, type OrderHistoryStep } from '@shop/domain';
import { answers } from '@/api/answers.ts';
import { api } from '@/lib/api-client.ts';
import { ownOrderKeys } from './query-keys.ts';

const historyAnswer = import.meta.env.DEV ? orderHistoryAnswerSchema : undefined;

/** One of the customer's orders, under the ['orders'] prefix that placing or changing an order refreshes. */
const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ownOrderKeys.detail(id),
    queryFn: async ({ signal }): Promise<Order> => (await api(`/orders/${id}`, { signal, answer: answers?.order })).order,
  });

export function useOrder(id: number) {
  return useQuery({ ...orderQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

/** GET /orders/:id/history: the statuses the order went through, oldest first. */
export function useOrderHistory(id: number) {
  return useQuery({
    queryKey: ownOrderKeys.history(id),
    queryFn: async ({ signal }): Promise<OrderHistoryStep[]> => (await api(`/orders/${id}/history`, { signal, answer: historyAnswer })).history,
    enabled: Number.isInteger(id) && id > 0,
  });
}

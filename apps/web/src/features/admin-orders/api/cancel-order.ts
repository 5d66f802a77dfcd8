import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { refreshAfterOrderChange } from './order-cache.ts';
import { answers } from '@/api/answers.ts';

interface OrderAnswer {
  success: true;
  order: Order;
}

/**
 * POST /api/orders/{id}/cancel: final; the stock goes back; refused once an invoice exists. `version`
 * is the order's version the administrator saw: a change made meanwhile answers 409 STALE_WRITE.
 */
export async function cancelOrder({ id, version }: { id: number; version: number }): Promise<Order> {
  const answer = await api<OrderAnswer>(`/orders/${id}/cancel`, { method: 'POST', body: { version }, answer: answers?.order });
  return answer.order;
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => refreshAfterOrderChange(queryClient, order),
  });
}

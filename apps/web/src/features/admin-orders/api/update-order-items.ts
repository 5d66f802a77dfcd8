import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { refreshAfterOrderChange } from './order-cache.ts';
import { answers } from '@/api/answers.ts';

export interface OrderItemInput {
  product_id: number;
  quantity: number;
  unit_price: number;
}

interface ItemsChange {
  id: number;
  items: OrderItemInput[];
  /** The order's version when editing began: a change made meanwhile answers 409 STALE_WRITE. */
  version: number;
}

/** PUT /api/orders/admin/{id}/items with the whole new list; the server adjusts stock and recomputes the totals. */
async function updateOrderItems({ id, items, version }: ItemsChange): Promise<Order> {
  const answer = await api(`/orders/admin/${id}/items`, { method: 'PUT', body: { items, version }, answer: answers?.order });
  return answer.order;
}

export function useUpdateOrderItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderItems,
    onSuccess: (order) => refreshAfterOrderChange(queryClient, order),
  });
}

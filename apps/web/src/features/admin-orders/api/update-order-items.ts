import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { refreshAfterOrderChange } from './order-cache.ts';

export interface OrderItemInput {
  product_id: number;
  quantity: number;
  unit_price: number;
}

interface OrderAnswer {
  success: true;
  order: Order;
}

/** PUT /api/orders/admin/{id}/items with the whole new list; the server adjusts stock and recomputes the totals. */
export async function updateOrderItems(id: number, items: OrderItemInput[]): Promise<Order> {
  const answer = await api<OrderAnswer>(`/orders/admin/${id}/items`, { method: 'PUT', body: { items } });
  return answer.order;
}

export function useUpdateOrderItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, items }: { id: number; items: OrderItemInput[] }) => updateOrderItems(id, items),
    onSuccess: (order) => refreshAfterOrderChange(queryClient, order),
  });
}

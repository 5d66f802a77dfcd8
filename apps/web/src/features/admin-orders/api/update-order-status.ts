import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderStatus } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { refreshAfterOrderChange } from './order-cache.ts';

export interface StatusAnswer {
  success: true;
  order: Order;
  /** Setting the status made the server generate an invoice. */
  invoiceGenerated: boolean;
}

/** PATCH /api/orders/admin/{id}/status; the server refuses changes to a cancelled order and cancelling an invoiced one. */
export async function updateOrderStatus(id: number, status: OrderStatus): Promise<StatusAnswer> {
  return api<StatusAnswer>(`/orders/admin/${id}/status`, { method: 'PATCH', body: { status } });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: OrderStatus }) => updateOrderStatus(id, status),
    onSuccess: (answer) => refreshAfterOrderChange(queryClient, answer.order),
  });
}

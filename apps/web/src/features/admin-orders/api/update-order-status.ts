import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Carrier, OrderStatus, OrderStatusChangedAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { refreshAfterOrderChange } from './order-cache.ts';
import { answers } from '@/api/answers.ts';

interface StatusChange {
  id: number;
  status: OrderStatus;
  /** The order's version the administrator saw: a change made meanwhile answers 409 STALE_WRITE. */
  version: number;
  /** With `sent`: how the order travels (decision 085); a field left out keeps its value. */
  shipment?: ShipmentInput | undefined;
}

export interface ShipmentInput {
  tracking_number: string;
  carrier: Carrier | '';
  expected_delivery: string;
}

/** PATCH /api/orders/admin/{id}/status; a move the lifecycle refuses answers 409 INVALID_TRANSITION. */
async function updateOrderStatus({ id, status, version, shipment }: StatusChange): Promise<OrderStatusChangedAnswer> {
  return api(`/orders/admin/${id}/status`, {
    method: 'PATCH',
    body: { status, version, ...shipment },
    answer: answers?.orderStatusChanged,
  });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (answer) => refreshAfterOrderChange(queryClient, answer.order),
  });
}

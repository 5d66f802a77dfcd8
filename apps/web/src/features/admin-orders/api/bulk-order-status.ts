import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkOrderStatusAnswerSchema, type BulkOrderStatusAnswer, type BulkOrderStatusResult, type OrderStatus } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { refreshAfterOrderChange } from './order-cache.ts';

interface BulkStatusChange {
  ids: number[];
  status: OrderStatus;
}

/**
 * POST /api/orders/admin/bulk-status: each order moves on its own (decision 045), so the answer is
 * one outcome per order: changed, already there, or refused with the reason.
 */
async function bulkOrderStatus(change: BulkStatusChange): Promise<BulkOrderStatusResult[]> {
  const answer = await api<BulkOrderStatusAnswer>('/orders/admin/bulk-status', {
    method: 'POST',
    body: change,
    answer: import.meta.env.DEV ? bulkOrderStatusAnswerSchema : undefined,
  });
  return answer.results;
}

export function useBulkOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkOrderStatus,
    // Some orders may have changed even when the call failed midway: the lists are read again either way.
    onSettled: () => refreshAfterOrderChange(queryClient),
  });
}

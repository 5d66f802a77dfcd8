import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reorderAnswerSchema, type ReorderAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { accountKeys } from '@/api/account/query-keys.ts';

interface ReorderRequest {
  orderId: number;
  /** One per intended click: sent again (double click, retry) it adds nothing and answers the first report. */
  idempotencyKey: string;
}

const reorder = ({ orderId, idempotencyKey }: ReorderRequest) =>
  api<ReorderAnswer>(`/orders/${orderId}/reorder`, {
    method: 'POST',
    idempotencyKey,
    answer: import.meta.env.DEV ? reorderAnswerSchema : undefined,
  });

/**
 * POST /orders/:id/reorder ("order again"): the order's lines go into the cart; the answer is the
 * whole cart (it replaces the cached one, so the navigation badge follows) and what was skipped.
 */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSuccess: ({ items, cart }) => queryClient.setQueryData(queryKeys.cart, { success: true, items, cart }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.dashboard }),
  });
}

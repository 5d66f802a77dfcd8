import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkAddAnswerSchema, bulkPreviewAnswerSchema, type BulkAddAnswer, type BulkAddInput, type BulkPreviewAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { usePressed } from '@/lib/press-keys.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { accountKeys } from '@/api/account/query-keys.ts';

type QuickOrderItems = BulkAddInput['items'];

/** POST /cart/bulk-add/preview: each line as the cart would take it now; nothing is written. */
const previewQuickOrder = (items: QuickOrderItems) =>
  api<BulkPreviewAnswer>('/cart/bulk-add/preview', {
    method: 'POST',
    body: { items },
    answer: import.meta.env.DEV ? bulkPreviewAnswerSchema : undefined,
  });

export function usePreviewQuickOrder() {
  return useMutation({ mutationFn: previewQuickOrder });
}

/**
 * POST /cart/bulk-add: the accepted lines go into the cart; the answer is the cart and the refused lines.
 * One Idempotency-Key per press: a double tap or a retry of the same press adds the lines once.
 */
const bulkAdd = (items: QuickOrderItems, idempotencyKey: string) =>
  api<BulkAddAnswer>('/cart/bulk-add', {
    method: 'POST',
    body: { items },
    idempotencyKey,
    answer: import.meta.env.DEV ? bulkAddAnswerSchema : undefined,
  });

export function useBulkAdd() {
  const queryClient = useQueryClient();
  const send = usePressed(bulkAdd);
  return useMutation({
    mutationFn: send,
    onSuccess: ({ items, cart }) => queryClient.setQueryData(queryKeys.cart, { success: true, items, cart }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.dashboard }),
  });
}

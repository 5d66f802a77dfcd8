import { useQuery } from '@tanstack/react-query';
import { orderCommentsAnswerSchema, type OrderComment } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { ownOrderKeys } from './query-keys.ts';

const commentsAnswer = import.meta.env.DEV ? orderCommentsAnswerSchema : undefined;

/** GET /orders/:id/notes: the comments the shop shared on the customer's order, oldest first (decision 096). */
export function useOrderComments(id: number) {
  return useQuery({
    queryKey: ownOrderKeys.comments(id),
    queryFn: async ({ signal }): Promise<OrderComment[]> => (await api(`/orders/${id}/notes`, { signal, answer: commentsAnswer })).comments,
    enabled: Number.isInteger(id) && id > 0,
  });
}

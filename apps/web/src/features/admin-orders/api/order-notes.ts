import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderNoteAddedAnswerSchema, orderNotesAnswerSchema, type OrderNote } from '@shop/domain';
import { adminOrderKeys } from './query-keys.ts';
import { api } from '@/lib/api-client.ts';

const notesAnswer = import.meta.env.DEV ? orderNotesAnswerSchema : undefined;
const addedAnswer = import.meta.env.DEV ? orderNoteAddedAnswerSchema : undefined;

/** GET /api/orders/admin/{id}/notes: every note of the order, internal and shared, oldest first (decision 096). */
export function useOrderNotes(orderId: number) {
  return useQuery({
    queryKey: adminOrderKeys.notes(orderId),
    queryFn: async ({ signal }): Promise<OrderNote[]> => (await api(`/orders/admin/${orderId}/notes`, { signal, answer: notesAnswer })).notes,
  });
}

/** POST /api/orders/admin/{id}/notes: a note; a shared one is shown to the customer and mailed to it. */
export function useAddOrderNote(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { body: string; shared: boolean }): Promise<OrderNote> =>
      (await api(`/orders/admin/${orderId}/notes`, { method: 'POST', body: input, answer: addedAnswer })).note,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.notes(orderId) }),
  });
}

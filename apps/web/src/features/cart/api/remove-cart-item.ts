import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { answers } from '@/api/answers.ts';

const removeCartItem = (itemId: number) => api(`/cart/remove/${itemId}`, { method: 'DELETE', answer: answers?.cart });

/** DELETE /cart/remove/:itemId; the answer is the whole cart and replaces the cached one. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: (cart) => queryClient.setQueryData(queryKeys.cart, cart),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
  });
}

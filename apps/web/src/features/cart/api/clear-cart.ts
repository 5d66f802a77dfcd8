import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { answers } from '@/api/answers.ts';

const clearCart = () => api('/cart/clear', { method: 'DELETE', answer: answers?.cart });

/** DELETE /cart/clear; the answer (the empty cart) replaces the cached one. */
export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    onSuccess: (cart) => queryClient.setQueryData(queryKeys.cart, cart),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
  });
}

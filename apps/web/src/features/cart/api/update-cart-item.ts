import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { answers } from '@/api/answers.ts';

const updateCartItem = ({ itemId, quantity }: { itemId: number; quantity: number }) =>
  api(`/cart/update/${itemId}`, { method: 'PUT', body: { quantity }, answer: answers?.cart });

/** PUT /cart/update/:itemId; the answer is the whole cart and replaces the cached one. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: (cart) => queryClient.setQueryData(queryKeys.cart, cart),
    // On failure (e.g. stock changed meanwhile) the server's view is fetched again.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
  });
}

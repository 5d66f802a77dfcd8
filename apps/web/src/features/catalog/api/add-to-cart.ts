import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartAnswer } from '@shop/domain';
import { api, ApiError } from '@/lib/api-client.ts';
import { usePressed } from '@/lib/press-keys.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { answers } from '@/api/answers.ts';

interface AddToCartBody {
  product_id: number;
  quantity: number;
}

/** POST /api/cart/add, one Idempotency-Key per press (a double click adds once). Only an answer with success true counts as added. */
async function addToCart(body: AddToCartBody, idempotencyKey: string): Promise<CartAnswer> {
  const response = await api('/cart/add', { method: 'POST', body, idempotencyKey, answer: answers?.cart });
  if (response?.success !== true) throw new ApiError(200, typeof response?.message === 'string' ? response.message : '', 'INVALID_RESPONSE');
  return response;
}

/** Adds to the cart and reloads the cart (the navigation badge) from the server. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const send = usePressed(addToCart);
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem, CartSummary } from '@shop/domain';
import { api, ApiError } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { answers } from '@/api/answers.ts';

export interface AddToCartBody {
  product_id: number;
  quantity: number;
}

export interface AddToCartResponse {
  success: boolean;
  items: CartItem[];
  cart: CartSummary;
  message?: string;
}

/** POST /api/cart/add. Only an answer with success true counts as added. */
export async function addToCart(body: AddToCartBody): Promise<AddToCartResponse> {
  const response = await api<AddToCartResponse>('/cart/add', { method: 'POST', body, answer: answers?.cart });
  if (response?.success !== true) throw new ApiError(200, typeof response?.message === 'string' ? response.message : '', 'INVALID_RESPONSE');
  return response;
}

/** Adds to the cart and reloads the cart (the navigation badge) from the server. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
  });
}

/** The server's readable text, or the given fallback when there is none (network failure, odd answer). */
export function addToCartErrorText(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.code !== 'NETWORK_ERROR' &&
    error.code !== 'INVALID_RESPONSE' &&
    error.message.trim() !== '' &&
    // An unknown route ("Route POST /api/cart/add not found") is no text for a person.
    !/^Route .* not found$/.test(error.message)
  )
    return error.message;
  return fallback;
}

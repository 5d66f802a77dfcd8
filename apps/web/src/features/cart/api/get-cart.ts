import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartItem, CartSummary } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { answers } from '@/api/answers.ts';

export interface CartResponse {
  success: true;
  items: CartItem[];
  cart: CartSummary;
  /** The cart as shown, in one word: checkout sends it back, so the order is the one on the screen (decision 058). */
  cart_version: string;
}

export const getCart = () => api<CartResponse>('/cart', { answer: answers?.cart });

/** The customer's cart; reloaded from the server after every change (spec: nothing kept locally). */
export const cartQueryOptions = () => queryOptions({ queryKey: queryKeys.cart, queryFn: getCart, staleTime: 0 });

/** `refetchOnFocus`: the checkout reloads the cart when its window comes back (another tab may have changed it). */
export function useCart(enabled: boolean, { refetchOnFocus = false }: { refetchOnFocus?: boolean } = {}) {
  return useQuery({ ...cartQueryOptions(), enabled, refetchOnWindowFocus: refetchOnFocus });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartItem, CartSummary } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { answers } from '@/api/answers.ts';

export interface CartResponse {
  success: true;
  items: CartItem[];
  cart: CartSummary;
}

export const getCart = () => api<CartResponse>('/cart', { answer: answers?.cart });

/** The customer's cart; reloaded from the server after every change (spec: nothing kept locally). */
export const cartQueryOptions = () => queryOptions({ queryKey: queryKeys.cart, queryFn: getCart, staleTime: 0 });

export function useCart(enabled: boolean) {
  return useQuery({ ...cartQueryOptions(), enabled });
}

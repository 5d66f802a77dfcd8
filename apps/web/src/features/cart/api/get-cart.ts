import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { answers } from '@/api/answers.ts';

/** The cart with its `cart_version`: checkout sends that back, so the order is the one on the screen (decision 058). */
const getCart = () => api('/cart', { answer: answers?.cart });

/** The customer's cart; reloaded from the server after every change (spec: nothing kept locally). */
const cartQueryOptions = () => queryOptions({ queryKey: queryKeys.cart, queryFn: getCart, staleTime: 0 });

/** `refetchOnFocus`: the checkout reloads the cart when its window comes back (another tab may have changed it). */
export function useCart(enabled: boolean, { refetchOnFocus = false }: { refetchOnFocus?: boolean } = {}) {
  return useQuery({ ...cartQueryOptions(), enabled, refetchOnWindowFocus: refetchOnFocus });
}

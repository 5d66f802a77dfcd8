import { useQuery } from '@tanstack/react-query';
import type { CartAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { answers } from '@/api/answers.ts';
import { unitsInCart } from '../quantity-limits.ts';

/**
 * Units of a product already in the signed-in customer's cart. It reads the one cart query of the app
 * (the navigation badge keeps it, every cart change reloads it), so a page of cards costs no request.
 */
export function useInCartQuantity(productId: number, enabled = true): number {
  const cart = useQuery({
    queryKey: queryKeys.cart,
    queryFn: () => api<CartAnswer>('/cart', { answer: answers?.cart }),
    staleTime: 10_000,
    enabled,
    select: (answer: CartAnswer) => unitsInCart(answer.items, productId),
  });
  return cart.data ?? 0;
}

import { useQuery } from '@tanstack/react-query';
import type { CreditStanding } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { answers } from '@/api/answers.ts';

/** Under the cart's key: every cart change and every checkout (place-order.ts) refreshes it. */
export const creditQueryKey = [...queryKeys.cart, 'credit'] as const;

export const getCredit = () => api<{ success: true; credit: CreditStanding }>('/cart/credit', { answer: answers?.creditStanding });

/** What the customer owes against its credit limit, and an overdue invoice that stops checkout (decision 082). */
export function useCredit() {
  return useQuery({ queryKey: creditQueryKey, queryFn: async () => (await getCredit()).credit, staleTime: 0 });
}

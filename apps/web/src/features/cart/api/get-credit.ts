import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { cartKeys } from './query-keys.ts';
import { answers } from '@/api/answers.ts';

/** Under the cart's key: every cart change and every checkout (place-order.ts) refreshes it. */

const getCredit = () => api('/cart/credit', { answer: answers?.creditStanding });

/** What the customer owes against its credit limit, and an overdue invoice that stops checkout (decision 082). */
export function useCredit() {
  return useQuery({ queryKey: cartKeys.credit, queryFn: async () => (await getCredit()).credit, staleTime: 0 });
}

import { useQuery } from '@tanstack/react-query';
import type { CreditStanding } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { answers } from '@/api/answers.ts';
import { userQueryKey } from './get-user.ts';

/** Under the user's key: a change to the account (its limit) refreshes it with the account (user-cache.ts). */
export const userCreditQueryKey = (id: number) => [...userQueryKey(id), 'credit'] as const;

export async function getUserCredit(id: number, signal?: AbortSignal): Promise<CreditStanding> {
  const answer = await api<{ success: true; credit: CreditStanding }>(`/users/admin/${id}/credit`, {
    ...(signal ? { signal } : {}),
    answer: answers?.creditStanding,
  });
  return answer.credit;
}

/** A customer's credit limit beside what it owes (decision 082). */
export function useUserCredit(id: number) {
  return useQuery({ queryKey: userCreditQueryKey(id), queryFn: ({ signal }) => getUserCredit(id, signal) });
}

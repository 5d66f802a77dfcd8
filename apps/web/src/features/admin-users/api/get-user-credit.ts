import { useQuery } from '@tanstack/react-query';
import type { CreditStanding } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { answers } from '@/api/answers.ts';
import { adminUserKeys } from './query-keys.ts';

/** Under the user's key: a change to the account (its limit) refreshes it with the account (user-cache.ts). */

async function getUserCredit(id: number, signal?: AbortSignal): Promise<CreditStanding> {
  const answer = await api(`/users/admin/${id}/credit`, {
    ...(signal ? { signal } : {}),
    answer: answers?.creditStanding,
  });
  return answer.credit;
}

/** A customer's credit limit beside what it owes (decision 082). */
export function useUserCredit(id: number) {
  return useQuery({ queryKey: adminUserKeys.credit(id), queryFn: ({ signal }) => getUserCredit(id, signal) });
}

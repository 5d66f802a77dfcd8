import { useQuery } from '@tanstack/react-query';
import type { AccountBalanceAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { receivablesAnswers } from '@/api/receivables/answers.ts';
import { balanceKeys } from './query-keys.ts';

/** GET /account/balance: the signed-in customer's open invoices, latest payments and totals. */
function getBalance(signal?: AbortSignal): Promise<AccountBalanceAnswer> {
  return api('/account/balance', { ...(signal ? { signal } : {}), answer: receivablesAnswers?.balance });
}

export const useBalance = (userId: number) =>
  useQuery({ queryKey: balanceKeys.balance(userId), queryFn: ({ signal }) => getBalance(signal), staleTime: 0 });

import { useQuery } from '@tanstack/react-query';
import type { Seller } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from './answers.ts';
import { documentKeys } from './document-keys.ts';

/** GET /company/info: the seller's details (a failure leaves the views on placeholder details). */
async function getCompanyInfo(signal?: AbortSignal): Promise<Seller> {
  const answer = await api(`/company/info`, { ...(signal ? { signal } : {}), answer: documentAnswers?.company });
  return answer.company;
}

export function useCompanyInfo(enabled = true) {
  return useQuery({ queryKey: documentKeys.company, queryFn: ({ signal }) => getCompanyInfo(signal), enabled, staleTime: 5 * 60_000, retry: false });
}

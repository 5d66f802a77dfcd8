import { useQuery } from '@tanstack/react-query';
import type { CreditNote } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from './answers.ts';
import { documentKeys } from './document-keys.ts';

/** GET /credit-notes: the customer's own credit notes, newest first. */
export async function getCreditNotes(signal?: AbortSignal): Promise<CreditNote[]> {
  const answer = await api('/credit-notes', { ...(signal ? { signal } : {}), answer: documentAnswers?.creditNotes });
  return answer.creditNotes;
}

export function useCreditNotes() {
  return useQuery({ queryKey: documentKeys.creditNotes, queryFn: ({ signal }) => getCreditNotes(signal), staleTime: 0 });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreditNotesAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from './answers.ts';
import { documentKeys } from './document-keys.ts';

/** GET /credit-notes?page=&order_id=: one page (20) of the customer's own credit notes (of one order when asked), newest first. */
async function getCreditNotes(params: { page?: number; orderId?: number }, signal?: AbortSignal): Promise<CreditNotesAnswer> {
  const query = new URLSearchParams();
  if (params.page !== undefined && params.page > 1) query.set('page', String(params.page));
  if (params.orderId !== undefined) query.set('order_id', String(params.orderId));
  return api(`/credit-notes${query.size > 0 ? `?${query}` : ''}`, { ...(signal ? { signal } : {}), answer: documentAnswers?.creditNotes });
}

export function useCreditNotes(params: { page?: number; orderId?: number } = {}) {
  return useQuery({
    queryKey: documentKeys.creditNotes(params),
    queryFn: ({ signal }) => getCreditNotes(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

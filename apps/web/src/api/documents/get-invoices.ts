import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Invoice } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from './answers.ts';
import { documentKeys } from './document-keys.ts';

/** GET /invoices?status=: the customer's own invoices. */
export async function getInvoices(status: string | null, signal?: AbortSignal): Promise<Invoice[]> {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  const answer = await api(`/invoices${query}`, { ...(signal ? { signal } : {}), answer: documentAnswers?.invoices });
  return answer.invoices;
}

export function useInvoices(status: string | null) {
  return useQuery({
    queryKey: documentKeys.invoices(status),
    queryFn: ({ signal }) => getInvoices(status, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

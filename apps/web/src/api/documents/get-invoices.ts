import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvoicesAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from './answers.ts';
import { documentKeys } from './document-keys.ts';

/** GET /invoices?status=&page=: one page (20) of the customer's own invoices, as list rows. */
async function getInvoices(status: string | null, page: number, signal?: AbortSignal): Promise<InvoicesAnswer> {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  return api(`/invoices${query.size > 0 ? `?${query}` : ''}`, { ...(signal ? { signal } : {}), answer: documentAnswers?.invoices });
}

export function useInvoices(status: string | null, page = 1) {
  return useQuery({
    queryKey: documentKeys.invoices(status, page),
    queryFn: ({ signal }) => getInvoices(status, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

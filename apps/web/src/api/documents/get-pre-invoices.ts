import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PreInvoicesAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from './answers.ts';
import { documentKeys } from './document-keys.ts';

/** GET /pre-invoices?page=&order_id=: one page (20) of the customer's own pre-invoices, as list rows. */
export async function getPreInvoices(params: { page?: number; orderId?: number }, signal?: AbortSignal): Promise<PreInvoicesAnswer> {
  const query = new URLSearchParams();
  if (params.page !== undefined && params.page > 1) query.set('page', String(params.page));
  if (params.orderId !== undefined) query.set('order_id', String(params.orderId));
  return api(`/pre-invoices${query.size > 0 ? `?${query}` : ''}`, { ...(signal ? { signal } : {}), answer: documentAnswers?.preInvoices });
}

export function usePreInvoices(page = 1) {
  return useQuery({
    queryKey: documentKeys.preInvoices(page),
    queryFn: ({ signal }) => getPreInvoices({ page }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

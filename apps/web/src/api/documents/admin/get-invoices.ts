import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice, InvoiceStatus } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from '../answers.ts';
import { invoicesBaseKey } from './document-keys.ts';

/** GET /api/invoices/admin/all: every invoice, optionally of one status. */
export async function getAdminInvoices(status: InvoiceStatus | '', signal?: AbortSignal): Promise<Invoice[]> {
  const suffix = status ? `?${new URLSearchParams({ status })}` : '';
  const answer = await api(`/invoices/admin/all${suffix}`, { ...(signal ? { signal } : {}), answer: documentAnswers?.invoices });
  return answer.invoices;
}

export const invoicesQueryOptions = (status: InvoiceStatus | '') =>
  queryOptions({
    queryKey: [...invoicesBaseKey, 'list', status] as const,
    queryFn: ({ signal }) => getAdminInvoices(status, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminInvoices(status: InvoiceStatus | '', enabled = true) {
  return useQuery({ ...invoicesQueryOptions(status), enabled });
}

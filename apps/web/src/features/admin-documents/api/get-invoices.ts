import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceStatus } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { invoicesBaseKey } from './document-keys.ts';
import type { AdminInvoice } from './types.ts';

interface InvoicesAnswer {
  success: true;
  invoices: AdminInvoice[];
}

/** GET /api/invoices/admin/all: every invoice, optionally of one status. */
export async function getInvoices(status: InvoiceStatus | '', signal?: AbortSignal): Promise<AdminInvoice[]> {
  const suffix = status ? `?${new URLSearchParams({ status })}` : '';
  const answer = await api<InvoicesAnswer>(`/invoices/admin/all${suffix}`, signal ? { signal } : {});
  return answer.invoices;
}

export const invoicesQueryOptions = (status: InvoiceStatus | '') =>
  queryOptions({
    queryKey: [...invoicesBaseKey, 'list', status] as const,
    queryFn: ({ signal }) => getInvoices(status, signal),
    placeholderData: keepPreviousData,
  });

export function useInvoices(status: InvoiceStatus | '', enabled = true) {
  return useQuery({ ...invoicesQueryOptions(status), enabled });
}

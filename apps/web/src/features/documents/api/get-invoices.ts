import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { documentKeys } from './document-keys.ts';
import type { CustomerInvoice } from './types.ts';

/** GET /invoices?status=: the customer's own invoices. */
export async function getInvoices(status: string | null, signal?: AbortSignal): Promise<CustomerInvoice[]> {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  const answer = await api<{ success: true; invoices: CustomerInvoice[] }>(`/invoices${query}`, signal ? { signal } : {});
  return answer.invoices ?? [];
}

export function useInvoices(status: string | null) {
  return useQuery({
    queryKey: documentKeys.invoices(status),
    queryFn: ({ signal }) => getInvoices(status, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

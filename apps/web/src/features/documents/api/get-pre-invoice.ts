import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { documentKeys } from './document-keys.ts';
import type { CustomerPreInvoice } from './types.ts';

/** GET /pre-invoices/:id: one of the customer's pre-invoices. */
export async function getPreInvoice(id: number, signal?: AbortSignal): Promise<CustomerPreInvoice> {
  const answer = await api<{ success: true; preInvoice: CustomerPreInvoice }>(`/pre-invoices/${id}`, signal ? { signal } : {});
  return answer.preInvoice;
}

export function usePreInvoice(id: number | null) {
  return useQuery({
    queryKey: documentKeys.preInvoice(id ?? 0),
    queryFn: ({ signal }) => getPreInvoice(id as number, signal),
    enabled: id !== null,
    retry: false,
  });
}

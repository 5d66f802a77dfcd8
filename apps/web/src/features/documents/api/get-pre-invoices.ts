import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { documentKeys } from './document-keys.ts';
import type { CustomerPreInvoice } from './types.ts';

/** GET /pre-invoices: the customer's own pre-invoices. */
export async function getPreInvoices(signal?: AbortSignal): Promise<CustomerPreInvoice[]> {
  const answer = await api<{ success: true; preInvoices: CustomerPreInvoice[] }>('/pre-invoices', signal ? { signal } : {});
  return answer.preInvoices ?? [];
}

export function usePreInvoices() {
  return useQuery({ queryKey: documentKeys.preInvoices, queryFn: ({ signal }) => getPreInvoices(signal), staleTime: 0 });
}

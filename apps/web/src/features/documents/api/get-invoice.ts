import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { documentKeys } from './document-keys.ts';
import type { CustomerInvoice } from './types.ts';

/** GET /invoices/:id: one of the customer's invoices. */
export async function getInvoice(id: number, signal?: AbortSignal): Promise<CustomerInvoice> {
  const answer = await api<{ success: true; invoice: CustomerInvoice }>(`/invoices/${id}`, signal ? { signal } : {});
  return answer.invoice;
}

export function useInvoice(id: number | null) {
  return useQuery({
    queryKey: documentKeys.invoice(id ?? 0),
    queryFn: ({ signal }) => getInvoice(id as number, signal),
    enabled: id !== null,
    retry: false,
  });
}

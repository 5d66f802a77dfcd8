import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from './answers.ts';
import { documentKeys } from './document-keys.ts';

/** GET /invoices/:id: one of the customer's invoices. */
async function getInvoice(id: number, signal?: AbortSignal): Promise<Invoice> {
  const answer = await api(`/invoices/${id}`, { ...(signal ? { signal } : {}), answer: documentAnswers?.invoice });
  return answer.invoice;
}

export function useInvoice(id: number | null) {
  return useQuery({
    queryKey: documentKeys.invoice(id ?? 0),
    queryFn: ({ signal }) => getInvoice(id ?? 0, signal),
    enabled: id !== null,
    retry: false,
  });
}

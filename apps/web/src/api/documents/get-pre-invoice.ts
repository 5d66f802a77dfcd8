import { useQuery } from '@tanstack/react-query';
import type { PreInvoice } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from './answers.ts';
import { documentKeys } from './document-keys.ts';

/** GET /pre-invoices/:id: one of the customer's pre-invoices. */
export async function getPreInvoice(id: number, signal?: AbortSignal): Promise<PreInvoice> {
  const answer = await api(`/pre-invoices/${id}`, { ...(signal ? { signal } : {}), answer: documentAnswers?.preInvoice });
  return answer.preInvoice;
}

export function usePreInvoice(id: number | null) {
  return useQuery({
    queryKey: documentKeys.preInvoice(id ?? 0),
    queryFn: ({ signal }) => getPreInvoice(id ?? 0, signal),
    enabled: id !== null,
    retry: false,
  });
}

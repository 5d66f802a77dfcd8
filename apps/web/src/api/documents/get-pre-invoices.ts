import { useQuery } from '@tanstack/react-query';
import type { PreInvoice } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from './answers.ts';
import { documentKeys } from './document-keys.ts';

/** GET /pre-invoices: the customer's own pre-invoices. */
export async function getPreInvoices(signal?: AbortSignal): Promise<PreInvoice[]> {
  const answer = await api('/pre-invoices', { ...(signal ? { signal } : {}), answer: documentAnswers?.preInvoices });
  return answer.preInvoices;
}

export function usePreInvoices() {
  return useQuery({ queryKey: documentKeys.preInvoices, queryFn: ({ signal }) => getPreInvoices(signal), staleTime: 0 });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PreInvoice } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from '../answers.ts';
import { adminDocumentKeys } from './document-keys.ts';

/** GET /api/pre-invoices/admin/{id}: one pre-invoice with its frozen seller, buyer and lines. */
export async function getAdminPreInvoice(id: number, signal?: AbortSignal): Promise<PreInvoice> {
  const answer = await api(`/pre-invoices/admin/${id}`, { ...(signal ? { signal } : {}), answer: documentAnswers?.preInvoice });
  return answer.preInvoice;
}

const preInvoiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminDocumentKeys.preInvoice(id), queryFn: ({ signal }) => getAdminPreInvoice(id, signal) });

export function useAdminPreInvoice(id: number | null) {
  return useQuery({ ...preInvoiceQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { preInvoicesBaseKey } from './document-keys.ts';
import type { AdminPreInvoice } from './types.ts';

interface PreInvoiceAnswer {
  success: true;
  preInvoice: AdminPreInvoice;
}

/** GET /api/pre-invoices/admin/{id}: one pre-invoice with its frozen seller, buyer and lines. */
export async function getPreInvoice(id: number, signal?: AbortSignal): Promise<AdminPreInvoice> {
  const answer = await api<PreInvoiceAnswer>(`/pre-invoices/admin/${id}`, signal ? { signal } : {});
  return answer.preInvoice;
}

export const preInvoiceQueryKey = (id: number) => [...preInvoicesBaseKey, 'detail', id] as const;

export const preInvoiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: preInvoiceQueryKey(id), queryFn: ({ signal }) => getPreInvoice(id, signal) });

export function usePreInvoice(id: number | null) {
  return useQuery({ ...preInvoiceQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}

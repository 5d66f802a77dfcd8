import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { invoicesBaseKey } from './document-keys.ts';
import type { AdminInvoice } from './types.ts';

interface InvoiceAnswer {
  success: true;
  invoice: AdminInvoice;
}

/** GET /api/invoices/admin/{id}: one invoice with its frozen seller, buyer and lines. */
export async function getInvoice(id: number, signal?: AbortSignal): Promise<AdminInvoice> {
  const answer = await api<InvoiceAnswer>(`/invoices/admin/${id}`, signal ? { signal } : {});
  return answer.invoice;
}

export const invoiceQueryKey = (id: number) => [...invoicesBaseKey, 'detail', id] as const;

export const invoiceQueryOptions = (id: number) => queryOptions({ queryKey: invoiceQueryKey(id), queryFn: ({ signal }) => getInvoice(id, signal) });

export function useInvoice(id: number | null) {
  return useQuery({ ...invoiceQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}

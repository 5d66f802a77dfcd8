import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from '../answers.ts';
import { adminDocumentKeys } from './document-keys.ts';

/** GET /api/invoices/admin/{id}: one invoice with its frozen seller, buyer and lines. */
async function getAdminInvoice(id: number, signal?: AbortSignal): Promise<Invoice> {
  const answer = await api(`/invoices/admin/${id}`, { ...(signal ? { signal } : {}), answer: documentAnswers?.invoice });
  return answer.invoice;
}

const invoiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminDocumentKeys.invoice(id), queryFn: ({ signal }) => getAdminInvoice(id, signal) });

export function useAdminInvoice(id: number | null) {
  return useQuery({ ...invoiceQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}

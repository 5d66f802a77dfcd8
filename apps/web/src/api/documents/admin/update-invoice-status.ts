import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice, InvoiceStatus } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from '../answers.ts';
import { refreshAfterDocumentChange } from './document-cache.ts';
import { invoiceQueryKey } from './get-invoice.ts';

/** PATCH /api/invoices/admin/{id}/status: the administrator may set any invoice status. */
export async function updateInvoiceStatus(id: number, status: InvoiceStatus): Promise<Invoice> {
  const answer = await api(`/invoices/admin/${id}/status`, { method: 'PATCH', body: { status }, answer: documentAnswers?.invoice });
  return answer.invoice;
}

export function useUpdateInvoiceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: InvoiceStatus }) => updateInvoiceStatus(id, status),
    onSuccess: async (invoice) => {
      queryClient.setQueryData(invoiceQueryKey(invoice.id), invoice);
      await refreshAfterDocumentChange(queryClient);
    },
  });
}

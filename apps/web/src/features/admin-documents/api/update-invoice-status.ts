import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceStatus } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { refreshAfterDocumentChange } from './document-cache.ts';
import { invoiceQueryKey } from './get-invoice.ts';
import type { AdminInvoice } from './types.ts';

interface InvoiceAnswer {
  success: true;
  invoice: AdminInvoice;
}

/** PATCH /api/invoices/admin/{id}/status: the administrator may set any invoice status. */
export async function updateInvoiceStatus(id: number, status: InvoiceStatus): Promise<AdminInvoice> {
  const answer = await api<InvoiceAnswer>(`/invoices/admin/${id}/status`, { method: 'PATCH', body: { status } });
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

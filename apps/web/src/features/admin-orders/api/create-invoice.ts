import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterDocumentChange } from '@/features/admin-documents/api/document-cache.ts';
import type { AdminInvoice } from '@/features/admin-documents/api/types.ts';
import { api } from '@/lib/api-client.ts';

interface CreateInvoiceAnswer {
  success: true;
  invoice: AdminInvoice;
  message?: string;
}

/** POST /api/invoices/create/{orderId}: only for ended orders without an invoice. */
export async function createInvoice(orderId: number): Promise<CreateInvoiceAnswer> {
  return api<CreateInvoiceAnswer>(`/invoices/create/${orderId}`, { method: 'POST' });
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    // Refreshes the order (has_invoice) and every document list.
    onSuccess: () => refreshAfterDocumentChange(queryClient),
  });
}

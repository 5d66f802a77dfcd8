import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceCreatedAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from '../answers.ts';
import { refreshAfterDocumentChange } from './document-cache.ts';

/** POST /api/invoices/create/{orderId}: only for ended orders without an invoice. */
async function createAdminInvoice(orderId: number): Promise<InvoiceCreatedAnswer> {
  return api(`/invoices/create/${orderId}`, { method: 'POST', answer: documentAnswers?.invoiceCreated });
}

export function useCreateAdminInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminInvoice,
    // Refreshes the order (has_invoice) and every document list.
    onSuccess: () => refreshAfterDocumentChange(queryClient),
  });
}

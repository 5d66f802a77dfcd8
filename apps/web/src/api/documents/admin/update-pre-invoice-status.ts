import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreInvoice, PreInvoiceStatus } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from '../answers.ts';
import { refreshAfterDocumentChange } from './document-cache.ts';
import { adminDocumentKeys } from './document-keys.ts';

/** PATCH /api/pre-invoices/admin/{id}/status; the server refuses changes to converted or cancelled ones. */
async function updatePreInvoiceStatus(id: number, status: PreInvoiceStatus): Promise<PreInvoice> {
  const answer = await api(`/pre-invoices/admin/${id}/status`, { method: 'PATCH', body: { status }, answer: documentAnswers?.preInvoice });
  return answer.preInvoice;
}

export function useUpdatePreInvoiceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: PreInvoiceStatus }) => updatePreInvoiceStatus(id, status),
    onSuccess: async (preInvoice) => {
      queryClient.setQueryData(adminDocumentKeys.preInvoice(preInvoice.id), preInvoice);
      await refreshAfterDocumentChange(queryClient);
    },
  });
}

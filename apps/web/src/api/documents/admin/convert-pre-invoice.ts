import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreInvoiceConvertedAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from '../answers.ts';
import { refreshAfterDocumentChange } from './document-cache.ts';
import { adminDocumentKeys } from './document-keys.ts';

/** POST /api/pre-invoices/admin/{id}/convert: issues the order's invoice; the pre-invoice becomes converted. */
async function convertPreInvoice(id: number): Promise<PreInvoiceConvertedAnswer> {
  return api(`/pre-invoices/admin/${id}/convert`, { method: 'POST', answer: documentAnswers?.preInvoiceConverted });
}

export function useConvertPreInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertPreInvoice,
    onSuccess: async (answer) => {
      queryClient.setQueryData(adminDocumentKeys.preInvoice(answer.preInvoice.id), answer.preInvoice);
      await refreshAfterDocumentChange(queryClient);
    },
  });
}

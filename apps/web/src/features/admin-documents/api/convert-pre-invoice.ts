import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshAfterDocumentChange } from './document-cache.ts';
import { preInvoiceQueryKey } from './get-pre-invoice.ts';
import type { AdminInvoice, AdminPreInvoice } from './types.ts';

interface ConvertAnswer {
  success: true;
  invoice: AdminInvoice;
  preInvoice: AdminPreInvoice;
}

/** POST /api/pre-invoices/admin/{id}/convert: issues the order's invoice; the pre-invoice becomes converted. */
export async function convertPreInvoice(id: number): Promise<ConvertAnswer> {
  return api<ConvertAnswer>(`/pre-invoices/admin/${id}/convert`, { method: 'POST' });
}

export function useConvertPreInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertPreInvoice,
    onSuccess: async (answer) => {
      queryClient.setQueryData(preInvoiceQueryKey(answer.preInvoice.id), answer.preInvoice);
      await refreshAfterDocumentChange(queryClient);
    },
  });
}

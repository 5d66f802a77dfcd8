import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreInvoiceCreatedAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from './answers.ts';
import { documentKeys } from './document-keys.ts';

/** POST /pre-invoices/create-from-order/:orderId: no body, the shop sets the terms (SHOP_PRE_INVOICE_TERMS, no notes). */
export function createPreInvoice(orderId: number): Promise<PreInvoiceCreatedAnswer> {
  return api(`/pre-invoices/create-from-order/${orderId}`, { method: 'POST', answer: documentAnswers?.preInvoiceCreated });
}

export function useCreatePreInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPreInvoice,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { documentKeys } from './document-keys.ts';
import type { CustomerPreInvoice } from './types.ts';

interface CreatePreInvoiceAnswer {
  success: true;
  preInvoiceNumber: string;
  preInvoice: CustomerPreInvoice;
  message?: string;
}

/** POST /pre-invoices/create-from-order/:orderId: no body, the shop sets the terms (SHOP_PRE_INVOICE_TERMS, no notes). */
export function createPreInvoice(orderId: number): Promise<CreatePreInvoiceAnswer> {
  return api<CreatePreInvoiceAnswer>(`/pre-invoices/create-from-order/${orderId}`, { method: 'POST' });
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

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

/** POST /pre-invoices/create-from-order/:orderId with the spec defaults (100 %, 30 days, no notes). */
export function createPreInvoice(orderId: number): Promise<CreatePreInvoiceAnswer> {
  return api<CreatePreInvoiceAnswer>(`/pre-invoices/create-from-order/${orderId}`, {
    method: 'POST',
    body: { prepayment_percentage: 100, validity_days: 30, notes: '' },
  });
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

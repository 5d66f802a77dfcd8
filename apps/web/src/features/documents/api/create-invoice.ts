import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { documentKeys } from './document-keys.ts';
import type { CustomerInvoice } from './types.ts';

/** POST /invoices/create/:orderId: issues the invoice of a completed order. */
export async function createInvoice(orderId: number): Promise<CustomerInvoice> {
  const answer = await api<{ success: true; invoice: CustomerInvoice; message?: string }>(`/invoices/create/${orderId}`, { method: 'POST' });
  return answer.invoice;
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: (invoice) => {
      queryClient.setQueryData(documentKeys.invoice(invoice.id), invoice);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
}

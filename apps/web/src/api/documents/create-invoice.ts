import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice, InvoiceCreatedAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from '@/api/account/query-keys.ts';
import { documentAnswers } from './answers.ts';
import { documentKeys } from './document-keys.ts';

/** POST /invoices/create/:orderId: issues the invoice of a completed order. */
async function createInvoice(orderId: number): Promise<Invoice> {
  const answer = await api<InvoiceCreatedAnswer>(`/invoices/create/${orderId}`, { method: 'POST', answer: documentAnswers?.invoiceCreated });
  return answer.invoice;
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: (invoice) => {
      queryClient.setQueryData(documentKeys.invoice(invoice.id), invoice);
      void queryClient.invalidateQueries({ queryKey: accountKeys.orders });
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
}

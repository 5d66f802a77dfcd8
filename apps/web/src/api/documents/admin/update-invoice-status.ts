import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice, InvoiceStatus } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from '../answers.ts';
import { refreshAfterDocumentChange } from './document-cache.ts';
import { adminDocumentKeys } from './document-keys.ts';

interface InvoiceStatusChange {
  id: number;
  status: InvoiceStatus;
  /** Why: required to cancel (a cancel is final), not asked for the payment states. */
  reason?: string;
  /** `paid` by hand records a payment of what is open (decision 078): the day it came (today when left out) and a note. */
  paid_on?: string;
  note?: string;
}

/** PATCH /api/invoices/admin/{id}/status: the payment states freely; `cancelled` with its reason, once (decision 052). */
async function updateInvoiceStatus({ id, ...body }: InvoiceStatusChange): Promise<Invoice> {
  const answer = await api(`/invoices/admin/${id}/status`, { method: 'PATCH', body, answer: documentAnswers?.invoice });
  return answer.invoice;
}

export function useUpdateInvoiceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoiceStatus,
    onSuccess: async (invoice) => {
      queryClient.setQueryData(adminDocumentKeys.invoice(invoice.id), invoice);
      await refreshAfterDocumentChange(queryClient);
    },
  });
}

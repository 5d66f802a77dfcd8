import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOP_PRE_INVOICE_TERMS, type PreInvoiceCreatedAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from '../answers.ts';
import { refreshAfterDocumentChange } from './document-cache.ts';

/** Spec section 9: the administrator's pre-invoice from the order page asks for the shop's terms (100 %, 30 days). */
export const ADMIN_PRE_INVOICE_BODY = { ...SHOP_PRE_INVOICE_TERMS, notes: '' } as const;

/** POST /api/orders/admin/{id}/create-pre-invoice: only for confirmed orders without a live pre-invoice. */
export async function createAdminPreInvoice(orderId: number): Promise<PreInvoiceCreatedAnswer> {
  return api(`/orders/admin/${orderId}/create-pre-invoice`, {
    method: 'POST',
    body: ADMIN_PRE_INVOICE_BODY,
    answer: documentAnswers?.preInvoiceCreated,
  });
}

export function useCreateAdminPreInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminPreInvoice,
    // Refreshes the order (has_pre_invoice) and every document list.
    onSuccess: () => refreshAfterDocumentChange(queryClient),
  });
}

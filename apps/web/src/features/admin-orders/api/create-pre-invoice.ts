import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOP_PRE_INVOICE_TERMS } from '@shop/domain';
import { refreshAfterDocumentChange } from '@/features/admin-documents/api/document-cache.ts';
import type { AdminPreInvoice } from '@/features/admin-documents/api/types.ts';
import { api } from '@/lib/api-client.ts';

interface CreatePreInvoiceAnswer {
  success: true;
  preInvoiceNumber: string;
  preInvoice: AdminPreInvoice;
  message?: string;
}

/** Spec section 9: the administrator's pre-invoice from the order page asks for the shop's terms (100 %, 30 days). */
export const ADMIN_PRE_INVOICE_BODY = { ...SHOP_PRE_INVOICE_TERMS, notes: '' } as const;

/** POST /api/orders/admin/{id}/create-pre-invoice: only for confirmed orders without a live pre-invoice. */
export async function createPreInvoice(orderId: number): Promise<CreatePreInvoiceAnswer> {
  return api<CreatePreInvoiceAnswer>(`/orders/admin/${orderId}/create-pre-invoice`, { method: 'POST', body: ADMIN_PRE_INVOICE_BODY });
}

export function useCreatePreInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPreInvoice,
    // Refreshes the order (has_pre_invoice) and every document list.
    onSuccess: () => refreshAfterDocumentChange(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOP_PRE_INVOICE_TERMS, type PreInvoice, type PreInvoiceCreatedAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { usePressed } from '@/lib/press-keys.ts';
import { documentAnswers } from '../answers.ts';
import { createPreInvoiceOnce } from '../pre-invoice-once.ts';
import { refreshAfterDocumentChange } from './document-cache.ts';
import { getAdminPreInvoice } from './get-pre-invoice.ts';
import { orderPreInvoiceId } from './get-pre-invoices.ts';

/** The administrator's pre-invoice from the order page asks for the shop's terms (100 %, 30 days). */
const ADMIN_PRE_INVOICE_BODY = { ...SHOP_PRE_INVOICE_TERMS, notes: '' } as const;

/**
 * POST /api/orders/admin/{id}/create-pre-invoice: only for confirmed orders without a live pre-invoice.
 * One Idempotency-Key per press: a retry of the press answers the pre-invoice it made.
 */
async function createAdminPreInvoice(orderId: number, idempotencyKey: string): Promise<PreInvoiceCreatedAnswer> {
  return api(`/orders/admin/${orderId}/create-pre-invoice`, {
    method: 'POST',
    body: ADMIN_PRE_INVOICE_BODY,
    idempotencyKey,
    answer: documentAnswers?.preInvoiceCreated,
  });
}

/** The order's pre-invoice, made once however often it is asked (a double click, a second tab: see createPreInvoiceOnce). */
function createAdminOrderPreInvoice(orderId: number, idempotencyKey: string): Promise<PreInvoice> {
  return createPreInvoiceOnce(
    `admin:${orderId}`,
    async () => (await createAdminPreInvoice(orderId, idempotencyKey)).preInvoice,
    async () => {
      const id = await orderPreInvoiceId(orderId);
      return id === null ? null : getAdminPreInvoice(id);
    },
  );
}

export function useCreateAdminPreInvoice() {
  const queryClient = useQueryClient();
  const send = usePressed(createAdminOrderPreInvoice);
  return useMutation({
    mutationFn: send,
    // Refreshes the order (has_pre_invoice) and every document list.
    onSuccess: () => refreshAfterDocumentChange(queryClient),
  });
}

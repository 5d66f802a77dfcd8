import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreInvoice, PreInvoiceCreatedAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from '@/api/account/query-keys.ts';
import { usePressed } from '@/lib/press-keys.ts';
import { documentAnswers } from './answers.ts';
import { pickOrderPreInvoice } from './admin/get-pre-invoices.ts';
import { documentKeys } from './document-keys.ts';
import { getPreInvoice } from './get-pre-invoice.ts';
import { getPreInvoices } from './get-pre-invoices.ts';
import { createPreInvoiceOnce } from './pre-invoice-once.ts';

/**
 * POST /pre-invoices/create-from-order/:orderId: no body, the shop sets the terms (SHOP_PRE_INVOICE_TERMS,
 * no notes). One Idempotency-Key per press: a retry of the press answers the pre-invoice it made.
 */
function createPreInvoice(orderId: number, idempotencyKey: string): Promise<PreInvoiceCreatedAnswer> {
  return api(`/pre-invoices/create-from-order/${orderId}`, { method: 'POST', idempotencyKey, answer: documentAnswers?.preInvoiceCreated });
}

/** The order's pre-invoice, made once however often it is asked (a double click, a second tab: see createPreInvoiceOnce). */
function createOrderPreInvoice(orderId: number, idempotencyKey: string): Promise<PreInvoice> {
  return createPreInvoiceOnce(
    `customer:${orderId}`,
    async () => (await createPreInvoice(orderId, idempotencyKey)).preInvoice,
    async () => {
      const row = pickOrderPreInvoice((await getPreInvoices({ orderId })).preInvoices, orderId);
      return row ? getPreInvoice(row.id) : null;
    },
  );
}

export function useCreatePreInvoice() {
  const queryClient = useQueryClient();
  const send = usePressed(createOrderPreInvoice);
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.orders });
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
}

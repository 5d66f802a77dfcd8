import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreInvoice, PreInvoiceCreatedAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from './answers.ts';
import { pickOrderPreInvoice } from './admin/get-pre-invoices.ts';
import { documentKeys } from './document-keys.ts';
import { getPreInvoices } from './get-pre-invoices.ts';
import { createPreInvoiceOnce } from './pre-invoice-once.ts';

/** POST /pre-invoices/create-from-order/:orderId: no body, the shop sets the terms (SHOP_PRE_INVOICE_TERMS, no notes). */
export function createPreInvoice(orderId: number): Promise<PreInvoiceCreatedAnswer> {
  return api(`/pre-invoices/create-from-order/${orderId}`, { method: 'POST', answer: documentAnswers?.preInvoiceCreated });
}

/** The order's pre-invoice, made once however often it is asked (a double click, a second tab: see createPreInvoiceOnce). */
export function createOrderPreInvoice(orderId: number): Promise<PreInvoice> {
  return createPreInvoiceOnce(
    `customer:${orderId}`,
    async () => (await createPreInvoice(orderId)).preInvoice,
    async () => pickOrderPreInvoice(await getPreInvoices(), orderId),
  );
}

export function useCreatePreInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrderPreInvoice,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
}

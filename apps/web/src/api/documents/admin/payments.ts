import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentRecordedAnswerSchema, paymentsAnswerSchema, type PaymentRecordedAnswer, type PaymentsAnswer, type RecordPayment } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { usePressed } from '@/lib/press-keys.ts';
import { refreshAfterDocumentChange } from './document-cache.ts';
import { adminDocumentKeys } from './document-keys.ts';

/** A document that takes payments (decision 078). */
export type PayableKind = 'invoice' | 'pre-invoice';

const PATHS: Record<PayableKind, string> = { invoice: '/invoices/admin', 'pre-invoice': '/pre-invoices/admin' };

// Parsed in development builds only, as every answer of the documents (decision 029).
const answers = import.meta.env.DEV ? { payments: paymentsAnswerSchema, recorded: paymentRecordedAnswerSchema } : undefined;

/** GET /api/{invoices|pre-invoices}/admin/{id}/payments: the document's payments and reversals, oldest first, and what it owes now. */
async function getPayments(kind: PayableKind, id: number, signal?: AbortSignal): Promise<PaymentsAnswer> {
  return api(`${PATHS[kind]}/${id}/payments`, { ...(signal ? { signal } : {}), answer: answers?.payments });
}

const paymentsQueryOptions = (kind: PayableKind, id: number) =>
  queryOptions({ queryKey: adminDocumentKeys.payments(kind, id), queryFn: ({ signal }) => getPayments(kind, id, signal) });

export function usePayments(kind: PayableKind, id: number) {
  return useQuery(paymentsQueryOptions(kind, id));
}

interface PaymentToRecord {
  kind: PayableKind;
  id: number;
  body: RecordPayment;
}

/** POST /api/{invoices|pre-invoices}/admin/{id}/payments, one Idempotency-Key per press: a double press records one payment. */
async function recordPayment({ kind, id, body }: PaymentToRecord, idempotencyKey: string): Promise<PaymentRecordedAnswer> {
  return api(`${PATHS[kind]}/${id}/payments`, { method: 'POST', body, idempotencyKey, answer: answers?.recorded });
}

/** Every document query is refreshed after a payment: the list rows' open amounts, the document, its payments. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  // Not awaited: the form is free for the next payment as soon as the server answers, so what is typed
  // while the lists are read again is never wiped by the form's reset arriving after it.
  return useMutation({ mutationFn: usePressed(recordPayment), onSuccess: () => void refreshAfterDocumentChange(queryClient) });
}

/** POST /api/payments/admin/{id}/reverse {reason}: a negative entry naming the payment; once per payment. */
async function reversePayment({ paymentId, reason }: { paymentId: number; reason: string }): Promise<PaymentRecordedAnswer> {
  return api(`/payments/admin/${paymentId}/reverse`, { method: 'POST', body: { reason }, answer: answers?.recorded });
}

export function useReversePayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reversePayment, onSuccess: () => void refreshAfterDocumentChange(queryClient) });
}

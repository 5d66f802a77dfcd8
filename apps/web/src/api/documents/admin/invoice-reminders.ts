import { useQuery } from '@tanstack/react-query';
import { paymentRemindersAnswerSchema, type PaymentReminder } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { adminDocumentKeys } from './document-keys.ts';

/** Parsed in development builds and unit tests only (as api/answers.ts). */
const answer = import.meta.env.DEV ? paymentRemindersAnswerSchema : undefined;

/** GET /api/invoices/admin/{id}/reminders: the payment reminders an invoice was sent, first first (decision 081). */
async function getInvoiceReminders(id: number, signal?: AbortSignal): Promise<PaymentReminder[]> {
  return (await api(`/invoices/admin/${id}/reminders`, { ...(signal ? { signal } : {}), answer })).reminders;
}

export function useInvoiceReminders(id: number) {
  return useQuery({ queryKey: adminDocumentKeys.invoiceReminders(id), queryFn: ({ signal }) => getInvoiceReminders(id, signal) });
}

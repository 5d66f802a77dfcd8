import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceSettingsAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from '../answers.ts';
import { invoiceSettingsKey } from './document-keys.ts';

/** GET /api/invoices/settings: numbering, seller details and a preview of the next numbers. */
async function getInvoiceSettings(signal?: AbortSignal): Promise<InvoiceSettingsAnswer> {
  return api('/invoices/settings', { ...(signal ? { signal } : {}), answer: documentAnswers?.invoiceSettings });
}

export const invoiceSettingsQueryOptions = () => queryOptions({ queryKey: invoiceSettingsKey, queryFn: ({ signal }) => getInvoiceSettings(signal) });

export function useInvoiceSettings() {
  return useQuery(invoiceSettingsQueryOptions());
}

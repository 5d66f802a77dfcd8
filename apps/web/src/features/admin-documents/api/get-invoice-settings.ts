import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { invoiceSettingsKey } from './document-keys.ts';
import type { InvoiceSettingsAnswer } from './types.ts';

/** GET /api/invoices/settings: numbering, seller details and a preview of the next numbers. */
export async function getInvoiceSettings(signal?: AbortSignal): Promise<InvoiceSettingsAnswer> {
  return api<InvoiceSettingsAnswer>('/invoices/settings', signal ? { signal } : {});
}

export const invoiceSettingsQueryOptions = () => queryOptions({ queryKey: invoiceSettingsKey, queryFn: ({ signal }) => getInvoiceSettings(signal) });

export function useInvoiceSettings() {
  return useQuery(invoiceSettingsQueryOptions());
}

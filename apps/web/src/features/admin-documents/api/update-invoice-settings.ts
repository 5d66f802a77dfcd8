import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyInfo, InvoiceSettings } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { invoiceSettingsKey } from './document-keys.ts';
import type { InvoiceSettingsAnswer } from './types.ts';

/** Each part with the version it was read at: a part changed meanwhile answers 409 STALE_WRITE. */
export interface InvoiceSettingsUpdate {
  settings?: Partial<InvoiceSettings> & { version?: number | undefined };
  company?: Partial<CompanyInfo> & { version?: number | undefined };
}

/** PUT /api/invoices/settings (partial); answers like the GET, with the new next numbers. */
export async function updateInvoiceSettings(body: InvoiceSettingsUpdate): Promise<InvoiceSettingsAnswer> {
  return api<InvoiceSettingsAnswer>('/invoices/settings', { method: 'PUT', body });
}

export function useUpdateInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoiceSettings,
    onSuccess: (answer) => queryClient.setQueryData(invoiceSettingsKey, answer),
  });
}

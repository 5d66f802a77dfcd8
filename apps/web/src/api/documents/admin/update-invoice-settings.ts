import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyInfo, InvoiceSettings, InvoiceSettingsAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from '../answers.ts';
import { invoiceSettingsKey } from './document-keys.ts';

/** Each part with the version it was read at: a part changed meanwhile answers 409 STALE_WRITE. */
interface InvoiceSettingsUpdate {
  settings?: Partial<InvoiceSettings> & { version?: number | undefined };
  company?: Partial<CompanyInfo> & { version?: number | undefined };
}

/** PUT /api/invoices/settings (partial); answers like the GET, with the new next numbers. */
async function updateInvoiceSettings(body: InvoiceSettingsUpdate): Promise<InvoiceSettingsAnswer> {
  return api('/invoices/settings', { method: 'PUT', body, answer: documentAnswers?.invoiceSettings });
}

export function useUpdateInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoiceSettings,
    onSuccess: (answer) => queryClient.setQueryData(invoiceSettingsKey, answer),
  });
}

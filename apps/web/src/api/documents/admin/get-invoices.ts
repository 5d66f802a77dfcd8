import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoicesAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from '../answers.ts';
import { type DocumentListParams, listQuery } from './document-list-params.ts';
import { adminDocumentKeys } from './document-keys.ts';

/** GET /api/invoices/admin/all: one page of every customer's invoices, filtered, as list rows, with the paging. */
async function getAdminInvoices(params: DocumentListParams, signal?: AbortSignal): Promise<InvoicesAnswer> {
  return api(`/invoices/admin/all${listQuery(params)}`, { ...(signal ? { signal } : {}), answer: documentAnswers?.invoices });
}

const invoicesQueryOptions = (params: DocumentListParams) =>
  queryOptions({
    queryKey: adminDocumentKeys.invoices(params),
    queryFn: ({ signal }) => getAdminInvoices(params, signal),
    // Keep the current page on screen while another filter or page loads.
    placeholderData: keepPreviousData,
  });

export function useAdminInvoices(params: DocumentListParams, enabled = true) {
  return useQuery({ ...invoicesQueryOptions(params), enabled });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReceivablesAnswer, ReceivablesSort } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { downloadFile } from '@/lib/download-file.ts';
import { receivablesAnswers } from './answers.ts';
import { receivablesKeys } from './query-keys.ts';

/** What the receivables are asked with; an empty `as_of` is today, an empty `order` the sort's own. */
export interface ReceivablesParams {
  as_of: string;
  sort: ReceivablesSort | '';
  order: 'asc' | 'desc' | '';
  page: number;
  limit: number;
}

const searchOf = (params: Partial<ReceivablesParams> & { lang?: string }) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== '' && value !== undefined && !(key === 'page' && value === 1)) query.set(key, String(value));
  return query.size > 0 ? `?${query}` : '';
};

/** GET /invoices/admin/receivables: a page of customers with what each owes, and the total row. */
export function getReceivables(params: ReceivablesParams, signal?: AbortSignal): Promise<ReceivablesAnswer> {
  return api(`/invoices/admin/receivables${searchOf(params)}`, { ...(signal ? { signal } : {}), answer: receivablesAnswers?.receivables });
}

export function useReceivables(params: ReceivablesParams) {
  return useQuery({
    queryKey: receivablesKeys.page(params),
    queryFn: ({ signal }) => getReceivables(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /invoices/admin/receivables.csv: every customer and the total row, the header in `lang`, saved under the server's name. */
export function downloadReceivablesCsv(params: Pick<ReceivablesParams, 'as_of' | 'sort' | 'order'>, lang: string): Promise<void> {
  return downloadFile(`/invoices/admin/receivables.csv${searchOf({ ...params, lang })}`, `receivables-${params.as_of || 'today'}.csv`, 'text/csv');
}

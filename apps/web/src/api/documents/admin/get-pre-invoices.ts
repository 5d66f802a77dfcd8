import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PreInvoice, PreInvoiceStatus } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from '../answers.ts';
import { preInvoicesBaseKey } from './document-keys.ts';

export interface PreInvoicesParams {
  status?: PreInvoiceStatus | '';
  orderId?: number;
}

/** GET /api/pre-invoices/admin/all: every pre-invoice, optionally of one status or one order. */
export async function getAdminPreInvoices(params: PreInvoicesParams, signal?: AbortSignal): Promise<PreInvoice[]> {
  const query = new URLSearchParams();
  if (params.status) query.set('status', params.status);
  if (params.orderId !== undefined) query.set('order_id', String(params.orderId));
  const suffix = query.size > 0 ? `?${query}` : '';
  const answer = await api(`/pre-invoices/admin/all${suffix}`, { ...(signal ? { signal } : {}), answer: documentAnswers?.preInvoices });
  return answer.preInvoices;
}

export const preInvoicesQueryOptions = (params: PreInvoicesParams) =>
  queryOptions({
    queryKey: [...preInvoicesBaseKey, 'list', params] as const,
    queryFn: ({ signal }) => getAdminPreInvoices(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminPreInvoices(params: PreInvoicesParams, enabled = true) {
  return useQuery({ ...preInvoicesQueryOptions(params), enabled });
}

/**
 * The order's own pre-invoice: spec section 4 discards any pre-invoice belonging to another order.
 * With several (a cancelled one and a new one), the newest that is not cancelled wins.
 */
export function pickOrderPreInvoice(preInvoices: readonly PreInvoice[], orderId: number): PreInvoice | null {
  const own = preInvoices.filter((preInvoice) => preInvoice.order_id === orderId).sort((a, b) => b.id - a.id);
  return own.find((preInvoice) => preInvoice.status !== 'cancelled') ?? own[0] ?? null;
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PreInvoiceStatus, PreInvoicesAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from '../answers.ts';
import { type DocumentListParams, listQuery } from './document-list-params.ts';
import { adminDocumentKeys } from './document-keys.ts';

/** GET /api/pre-invoices/admin/all: one page of every customer's pre-invoices, filtered, as list rows, with the paging. */
async function getAdminPreInvoices(params: DocumentListParams, signal?: AbortSignal): Promise<PreInvoicesAnswer> {
  return api(`/pre-invoices/admin/all${listQuery(params)}`, { ...(signal ? { signal } : {}), answer: documentAnswers?.preInvoices });
}

const preInvoicesQueryOptions = (params: DocumentListParams) =>
  queryOptions({
    queryKey: adminDocumentKeys.preInvoices(params),
    queryFn: ({ signal }) => getAdminPreInvoices(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminPreInvoices(params: DocumentListParams, enabled = true) {
  return useQuery({ ...preInvoicesQueryOptions(params), enabled });
}

/** What choosing an order's pre-invoice reads of each: a list row or a whole pre-invoice. */
type Candidate = { id: number; order_id: number; status: PreInvoiceStatus };

/**
 * The order's own pre-invoice: a pre-invoice belonging to another order is discarded.
 * With several (a cancelled one and a new one), the newest that is not cancelled wins.
 */
export function pickOrderPreInvoice<P extends Candidate>(preInvoices: readonly P[], orderId: number): P | null {
  const own = preInvoices.filter((preInvoice) => preInvoice.order_id === orderId).sort((a, b) => b.id - a.id);
  return own.find((preInvoice) => preInvoice.status !== 'cancelled') ?? own[0] ?? null;
}

/** The id of the order's pre-invoice (an order has a few at most), or null. */
export async function orderPreInvoiceId(orderId: number): Promise<number | null> {
  const { preInvoices } = await getAdminPreInvoices({ order_id: orderId, limit: 200 });
  return pickOrderPreInvoice(preInvoices, orderId)?.id ?? null;
}

/** The administrators' document list filters as the address keeps them: '' is a filter not set (decision 067). */
interface DocumentListFilters {
  /** Words, each in the number, the order's number or the buyer's company, codes, e-mail or city; case and Lithuanian letters ignored. */
  search: string;
  /** The tab's own statuses (none on credit notes). */
  status: string;
  /** Days in Lithuania, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** One customer's documents. */
  user_id: string;
}

export interface DocumentListParams extends Partial<DocumentListFilters> {
  page?: number;
  /** 50 when not given; at most 200. */
  limit?: number;
  order_id?: number;
  /** Credit notes only: those of one invoice. */
  invoice_id?: number;
}

/** The query string of a list request: unset filters, page 1 and the default limit are left out. */
export function listQuery(params: DocumentListParams): string {
  const query = new URLSearchParams();
  for (const key of ['search', 'status', 'from', 'to', 'user_id'] as const) if (params[key]) query.set(key, params[key]);
  for (const key of ['order_id', 'invoice_id', 'limit'] as const) if (params[key] !== undefined) query.set(key, String(params[key]));
  if (params.page !== undefined && params.page > 1) query.set('page', String(params.page));
  return query.size > 0 ? `?${query}` : '';
}

import { useQuery } from '@tanstack/react-query';
import { lowStockAnswerSchema, type LowStockAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { lowStockQueryKey } from './query-keys.ts';

/** Parsed in development builds and unit tests only (as api/answers.ts). */
const answer = import.meta.env.DEV ? lowStockAnswerSchema : undefined;

/** GET /api/products/admin/low-stock (administrators): active products at or below their threshold, lowest stock first. */
async function getLowStock(signal?: AbortSignal): Promise<LowStockAnswer> {
  return api('/products/admin/low-stock', { ...(signal ? { signal } : {}), answer });
}

/** The dashboard is the overview: read again whenever it is opened. */
export function useLowStock() {
  return useQuery({ queryKey: lowStockQueryKey, queryFn: ({ signal }) => getLowStock(signal), staleTime: 0 });
}

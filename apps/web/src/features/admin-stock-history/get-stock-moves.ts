import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { stockMovesAnswerSchema, type StockMovesAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { stockHistoryKeys } from './query-keys.ts';

const contract = import.meta.env.DEV ? stockMovesAnswerSchema : undefined;

/** The stock history's filters as the address keeps them (empty = not filtered). */
export interface StockMovesFilters {
  product: string;
  from: string;
  to: string;
}

const STOCK_MOVES_PAGE_SIZE = 50;

/** GET /api/products/admin/stock-history: a page of every product's stock changes, newest first. */
async function getStockMoves(filters: StockMovesFilters, page: number, signal?: AbortSignal): Promise<StockMovesAnswer> {
  const query = new URLSearchParams({ page: String(page), limit: String(STOCK_MOVES_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return api(`/products/admin/stock-history?${query}`, { ...(signal ? { signal } : {}), answer: contract });
}

export function useStockMoves(filters: StockMovesFilters, page: number) {
  return useQuery({
    queryKey: stockHistoryKeys.page(filters, page),
    queryFn: ({ signal }) => getStockMoves(filters, page, signal),
    placeholderData: keepPreviousData,
  });
}

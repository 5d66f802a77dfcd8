import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { stockHistoryAnswerSchema, type StockMove } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { adminProductKeys } from './query-keys.ts';

const contract = import.meta.env.DEV ? stockHistoryAnswerSchema : undefined;

/** GET /api/products/admin/:id/stock-history: a product's stock changes, newest first, a page at a time. */
export function useStockHistory(productId: number, page: number) {
  return useQuery({
    queryKey: adminProductKeys.stockHistory(productId, page),
    queryFn: async ({ signal }): Promise<{ moves: StockMove[]; pages: number; capped: boolean }> => {
      const answer = await api(`/products/admin/${productId}/stock-history?page=${page}&limit=20`, { signal, answer: contract });
      return { moves: answer.moves, pages: answer.pagination.pages, capped: answer.pagination.capped === true };
    },
    placeholderData: keepPreviousData,
  });
}

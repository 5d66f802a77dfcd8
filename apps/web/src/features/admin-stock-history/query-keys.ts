import type { StockMovesFilters } from './get-stock-moves.ts';

export const stockHistoryKeys = {
  page: (filters: StockMovesFilters, page: number) => ['admin-stock-history', filters, page] as const,
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { productAnswers } from './answers.ts';
import { refreshProducts } from './product-cache.ts';

export interface StockUpdate {
  id: number;
  stock: number;
  /** The product's version the page read; a product changed meanwhile refuses the whole batch (409 STALE_WRITE). */
  version: number | undefined;
}

/** PUT /api/products/bulk-stock; answers how many products were updated. */
export async function saveBulkStock(updates: StockUpdate[]): Promise<number> {
  const answer = await api('/products/bulk-stock', { method: 'PUT', body: { updates }, answer: productAnswers?.updatedCount });
  return answer.updated;
}

export function useSaveBulkStock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBulkStock, onSuccess: () => refreshProducts(queryClient) });
}

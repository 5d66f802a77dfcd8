import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { productAnswers } from './answers.ts';
import { refreshProducts } from './product-cache.ts';

export interface PublicPriceUpdate {
  id: number;
  /** null clears the public price. */
  price_excl_vat_excise: number | null;
  /** The product's version the page read; a product changed meanwhile refuses the whole batch (409 STALE_WRITE). */
  version: number | undefined;
}

/** PUT /api/products/bulk-price; answers how many prices were updated. */
export async function saveBulkPublicPrices(updates: PublicPriceUpdate[]): Promise<number> {
  const answer = await api('/products/bulk-price', { method: 'PUT', body: { updates }, answer: productAnswers?.updatedCount });
  return answer.updated;
}

export function useSaveBulkPublicPrices() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBulkPublicPrices, onSuccess: () => refreshProducts(queryClient) });
}

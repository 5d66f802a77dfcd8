import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshProducts } from './product-cache.ts';

export interface PublicPriceUpdate {
  id: number;
  /** null clears the public price. */
  price_excl_vat_excise: number | null;
  /** The product's version the page read; a product changed meanwhile refuses the whole batch (409 STALE_WRITE). */
  version: number | undefined;
}

interface UpdatedAnswer {
  success: true;
  updated: number;
}

/** PUT /api/products/bulk-price; answers how many prices were updated. */
export async function saveBulkPublicPrices(updates: PublicPriceUpdate[]): Promise<number> {
  const answer = await api<UpdatedAnswer>('/products/bulk-price', { method: 'PUT', body: { updates } });
  return answer.updated;
}

export function useSaveBulkPublicPrices() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBulkPublicPrices, onSuccess: () => refreshProducts(queryClient) });
}

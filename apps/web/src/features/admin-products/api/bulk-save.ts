import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { productAnswers } from './answers.ts';
import { refreshProducts } from './product-cache.ts';

/** One row of a bulk save; a product changed since the page read `version` refuses the whole batch (409 STALE_WRITE). */
interface BulkUpdate {
  id: number;
  version: number | undefined;
}

interface StockUpdate extends BulkUpdate {
  stock: number;
}

export interface PublicPriceUpdate extends BulkUpdate {
  /** null clears the public price. */
  price_excl_vat_excise: number | null;
}

/** PUT the changed rows of a bulk page; answers how many products were updated. `confirm`: prices beyond their bounds were confirmed (decision 061). */
async function saveBulk(path: string, updates: readonly BulkUpdate[], confirm = false): Promise<number> {
  const body = confirm ? { updates, confirm_price_limits: true } : { updates };
  const answer = await api(path, { method: 'PUT', body, answer: productAnswers?.updatedCount });
  return answer.updated;
}

function useBulkSave<U extends BulkUpdate>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (updates: U[]) => saveBulk(path, updates), onSuccess: () => refreshProducts(queryClient) });
}

/** PUT /api/products/bulk-stock. */
export const useSaveBulkStock = () => useBulkSave<StockUpdate>('/products/bulk-stock');

/** PUT /api/products/bulk-price: the public prices (excl. VAT and excise), `confirm` once the administrator confirmed a price beyond its bound. */
export function useSaveBulkPublicPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ updates, confirm }: { updates: PublicPriceUpdate[]; confirm: boolean }) => saveBulk('/products/bulk-price', updates, confirm),
    onSuccess: () => refreshProducts(queryClient),
  });
}

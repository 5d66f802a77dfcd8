import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CustomerPriceCounts, CustomerPricesAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { answers } from '@/api/answers.ts';
import { pricingKeys } from './query-keys.ts';

interface CustomerPrice {
  product_id: number;
  price: number;
  /** Sent back with a change of this price. */
  version: number;
}

/** One customer's prices of some products (those of the page shown), and the counts. */
export interface CustomerPricesRead {
  userId: number;
  productIds: readonly number[];
  prices: CustomerPrice[];
  counts: CustomerPriceCounts;
}

/** GET /pricing/admin/customer/:userId?product_ids=…: at most 200 products (PRICING_PRODUCT_IDS_MAX); none answers only the counts. */
export async function getCustomerPrices(userId: number, productIds: readonly number[], signal?: AbortSignal): Promise<CustomerPricesRead> {
  const answer = await api<CustomerPricesAnswer>(`/pricing/admin/customer/${userId}?product_ids=${productIds.join(',')}`, {
    ...(signal ? { signal } : {}),
    answer: answers?.customerPrices,
  });
  return { userId, productIds, prices: answer.customerPrices, counts: answer.counts };
}

/**
 * After a change of a customer's prices: the page shown is read again, the other pages' reads are
 * dropped (a page visited again is read afresh), and the product lists (which show prices) too.
 */
export const refreshCustomerPrices = (queryClient: QueryClient, userId: number) => {
  queryClient.removeQueries({ queryKey: pricingKeys.customerPricesOf(userId), type: 'inactive' });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: pricingKeys.customerPricesOf(userId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.products }),
  ]);
};

/** The customer's prices of the products of the page shown (`undefined` while the page itself loads). */
export function useCustomerPrices(userId: number | null, productIds: readonly number[] | undefined) {
  const id = userId ?? 0;
  const ids = productIds ?? [];
  return useQuery({
    queryKey: pricingKeys.customerPrices(id, ids.join(',')),
    queryFn: ({ signal }) => getCustomerPrices(id, ids, signal),
    // The page shown stays while the next loads; never another customer's prices.
    placeholderData: (previous) => (previous?.userId === id ? previous : undefined),
    refetchOnWindowFocus: false,
    enabled: Number.isInteger(id) && id > 0 && productIds !== undefined,
  });
}

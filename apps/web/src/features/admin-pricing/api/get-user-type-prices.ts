import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TypePriceCounts, UserType, UserTypePricesAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { answers } from '@/api/answers.ts';
import { pricingKeys } from './query-keys.ts';

interface UserTypePrice {
  user_type: UserType;
  product_id: number;
  price: number;
  /** Sent back with a change of this price. */
  version: number;
}

/** The SHOP and BAR prices of some products (those of the page shown), and the stat cards' counts. */
export interface UserTypePricesRead {
  productIds: readonly number[];
  prices: UserTypePrice[];
  counts: TypePriceCounts;
}

/** GET /pricing/admin/user-type-prices?product_ids=…: at most 200 products (PRICING_PRODUCT_IDS_MAX); none answers only the counts. */
export async function getUserTypePrices(productIds: readonly number[], signal?: AbortSignal): Promise<UserTypePricesRead> {
  const answer = await api<UserTypePricesAnswer>(`/pricing/admin/user-type-prices?product_ids=${productIds.join(',')}`, {
    ...(signal ? { signal } : {}),
    answer: answers?.userTypePrices,
  });
  return { productIds, prices: answer.userTypePrices, counts: answer.counts };
}

/** After a save: the page shown is read again, the other pages' reads are dropped (a page visited again is read afresh, never shown as it was). */
export const refreshUserTypePrices = (queryClient: QueryClient) => {
  queryClient.removeQueries({ queryKey: pricingKeys.userTypePricesAll, type: 'inactive' });
  return queryClient.invalidateQueries({ queryKey: pricingKeys.userTypePricesAll });
};

/** The prices of the products of the page shown (`undefined` while the page itself loads). */
export function useUserTypePrices(productIds: readonly number[] | undefined, enabled = true) {
  const ids = productIds ?? [];
  return useQuery({
    queryKey: pricingKeys.userTypePrices(ids.join(',')),
    queryFn: ({ signal }) => getUserTypePrices(ids, signal),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
    enabled: enabled && productIds !== undefined,
  });
}

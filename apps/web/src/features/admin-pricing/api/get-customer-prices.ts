import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { answers } from '@/api/answers.ts';

export interface CustomerPrice {
  product_id: number;
  price: number;
  /** Sent back with a change of this price. */
  version: number;
}

/** One customer's stored prices and their versions, by product (what the draft store keeps). */
export function storedCustomerPrices(prices: readonly CustomerPrice[]) {
  return {
    prices: new Map(prices.map((price) => [price.product_id, price.price])),
    versions: new Map(prices.map((price) => [price.product_id, price.version])),
  };
}

interface CustomerPricesAnswer {
  success: true;
  customerPrices: CustomerPrice[];
}

export async function getCustomerPrices(userId: number, signal?: AbortSignal): Promise<CustomerPrice[]> {
  const answer = await api<CustomerPricesAnswer>(`/pricing/admin/customer/${userId}`, {
    ...(signal ? { signal } : {}),
    answer: answers?.customerPrices,
  });
  return answer.customerPrices;
}

export const customerPricesBaseKey = ['admin-pricing', 'customer-prices'] as const;
export const customerPricesQueryKey = (userId: number) => [...customerPricesBaseKey, userId] as const;

/** After a change of a customer's prices: their list and the product lists (which show prices) are read again. */
export const refreshCustomerPrices = (queryClient: QueryClient, userId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: customerPricesQueryKey(userId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.products }),
  ]);

export const customerPricesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: customerPricesQueryKey(userId),
    queryFn: ({ signal }) => getCustomerPrices(userId, signal),
    refetchOnWindowFocus: false,
  });

export function useCustomerPrices(userId: number | null) {
  const id = userId ?? 0;
  return useQuery({ ...customerPricesQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

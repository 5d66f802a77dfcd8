import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductView } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { answers } from '@/api/answers.ts';

interface ProductsAnswer {
  success: true;
  products: ProductView[];
}

/** Every product in the administrator's view (wholesale, retail, SKU…), active or not. */
export async function getPricingProducts(signal?: AbortSignal): Promise<ProductView[]> {
  const answer = await api<ProductsAnswer>('/products/admin/all', { ...(signal ? { signal } : {}), answer: answers?.products });
  return answer.products;
}

/** Under the shared products key, so any product change elsewhere refreshes these rows too. */
export const pricingProductsQueryKey = [...queryKeys.products, 'admin-pricing'] as const;

export const pricingProductsQueryOptions = () =>
  queryOptions({
    queryKey: pricingProductsQueryKey,
    queryFn: ({ signal }) => getPricingProducts(signal),
    refetchOnWindowFocus: false,
  });

export function usePricingProducts() {
  return useQuery(pricingProductsQueryOptions());
}

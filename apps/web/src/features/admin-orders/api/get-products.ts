import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductView } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { answers } from '@/api/answers.ts';

/** Spec section 9: the order detail loads up to 1000 products for its picker. */
export const PICKER_PRODUCTS_LIMIT = 1000;

interface ProductsAnswer {
  success: true;
  products: ProductView[];
  total: number;
}

/** GET /api/products?limit=1000 (administrator view: wholesale_price and stock included). */
export async function getPickerProducts(signal?: AbortSignal): Promise<ProductView[]> {
  const query = new URLSearchParams({ limit: String(PICKER_PRODUCTS_LIMIT), sort: 'name_asc' });
  const answer = await api<ProductsAnswer>(`/products?${query}`, { ...(signal ? { signal } : {}), answer: answers?.products });
  return answer.products;
}

/** Under the shared products key, so a product or stock change refreshes the picker too. */
export const pickerProductsQueryKey = [...queryKeys.products, 'admin-orders-picker'] as const;

export const pickerProductsQueryOptions = () =>
  queryOptions({
    queryKey: pickerProductsQueryKey,
    queryFn: ({ signal }) => getPickerProducts(signal),
  });

/** Loaded only once edit mode is on. */
export function usePickerProducts(enabled: boolean) {
  return useQuery({ ...pickerProductsQueryOptions(), enabled });
}

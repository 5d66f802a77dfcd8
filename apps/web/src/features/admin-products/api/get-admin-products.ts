import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSort, ProductView } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { productAnswers } from './answers.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface AdminProductsParams {
  brand: string;
  sort: ProductSort;
}

/** GET /api/products/admin/all: every product, inactive ones too. */
export async function getAdminProducts({ brand, sort }: AdminProductsParams, signal?: AbortSignal): Promise<ProductView[]> {
  const query = new URLSearchParams({ sort });
  if (brand) query.set('brand', brand);
  const answer = await api(`/products/admin/all?${query}`, { ...(signal ? { signal } : {}), answer: productAnswers?.products });
  return answer.products;
}

/** Under the shared products key, so any product change refreshes the catalogue and these lists together. */
export const adminProductsBaseKey = [...queryKeys.products, 'admin'] as const;
export const adminProductsQueryKey = (params: AdminProductsParams) => [...adminProductsBaseKey, 'list', params] as const;

export const adminProductsQueryOptions = (params: AdminProductsParams) =>
  queryOptions({
    queryKey: adminProductsQueryKey(params),
    queryFn: ({ signal }) => getAdminProducts(params, signal),
  });

export function useAdminProducts(params: AdminProductsParams) {
  return useQuery(adminProductsQueryOptions(params));
}

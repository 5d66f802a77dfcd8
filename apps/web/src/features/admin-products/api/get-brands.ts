import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminProductsBaseKey } from './get-admin-products.ts';

interface BrandsAnswer {
  success: true;
  brands: string[];
}

/** GET /api/products/brands/list. */
export async function getBrands(signal?: AbortSignal): Promise<string[]> {
  const answer = await api<BrandsAnswer>('/products/brands/list', signal ? { signal } : {});
  return answer.brands;
}

export const brandsQueryKey = [...adminProductsBaseKey, 'brands'] as const;

export const brandsQueryOptions = () => queryOptions({ queryKey: brandsQueryKey, queryFn: ({ signal }) => getBrands(signal) });

export function useBrands() {
  return useQuery(brandsQueryOptions());
}

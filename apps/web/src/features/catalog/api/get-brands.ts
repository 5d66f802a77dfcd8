import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface BrandsResponse {
  success: boolean;
  brands: string[];
}

/** GET /api/products/brands/list: names of the brands with active products (empty for visitors when the catalogue is hidden). */
export async function getBrands(signal?: AbortSignal): Promise<string[]> {
  const response = await api<BrandsResponse>('/products/brands/list', { signal });
  return Array.isArray(response.brands) ? response.brands.filter((brand) => typeof brand === 'string' && brand.trim() !== '') : [];
}

export const catalogBrandsQueryOptions = (viewer: string) =>
  queryOptions({
    queryKey: [...queryKeys.products, 'brands', viewer] as const,
    queryFn: ({ signal }) => getBrands(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useCatalogBrands(viewer: string, enabled = true) {
  return useQuery({ ...catalogBrandsQueryOptions(viewer), enabled });
}

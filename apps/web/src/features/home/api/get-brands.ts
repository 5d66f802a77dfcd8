import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export interface BrandsResponse {
  success: boolean;
  brands: string[];
}

/** GET /api/products/brands/list: names of the brands with active products. */
export async function getBrands(signal?: AbortSignal): Promise<string[]> {
  const response = await api<BrandsResponse>('/products/brands/list', { signal });
  return Array.isArray(response.brands) ? response.brands.filter((brand) => typeof brand === 'string' && brand.trim() !== '') : [];
}

export const brandsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'brands'],
    queryFn: ({ signal }) => getBrands(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useBrands() {
  return useQuery(brandsQueryOptions());
}

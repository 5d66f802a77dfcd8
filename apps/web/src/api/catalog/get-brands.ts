import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { brandsKey } from '@/lib/query-keys.ts';
import { answers } from '../answers.ts';

/** GET /api/products/brands/list: names of the brands with active products (empty for visitors while the catalogue is hidden). */
async function getBrands(signal?: AbortSignal): Promise<string[]> {
  const response = await api('/products/brands/list', { ...(signal ? { signal } : {}), answer: answers?.brands });
  return Array.isArray(response.brands) ? response.brands.filter((brand) => typeof brand === 'string' && brand.trim() !== '') : [];
}

/**
 * One cache entry per viewer for every screen that lists brands (home, catalogue, product management): the
 * answer depends on who asks, and a product change empties it through the products key.
 */
export const brandsQueryOptions = (viewerKey: string) =>
  queryOptions({
    queryKey: brandsKey(viewerKey),
    queryFn: ({ signal }) => getBrands(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useBrands(viewerKey: string, enabled = true) {
  return useQuery({ ...brandsQueryOptions(viewerKey), enabled });
}

import { useQuery } from '@tanstack/react-query';
import type { AdminProductFacetsAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { adminProductFacetsKey } from './query-keys.ts';
import { answers } from '../answers.ts';

/** GET /api/products/admin/facets: every brand and category of the catalogue, inactive products too (the paged admin screens' filters). */
async function getAdminProductFacets(signal?: AbortSignal): Promise<AdminProductFacetsAnswer> {
  return api('/products/admin/facets', { ...(signal ? { signal } : {}), answer: answers?.adminProductFacets });
}

/** Under the products key, so any product change refreshes the choices with the lists. */
export function useAdminProductFacets() {
  return useQuery({
    queryKey: adminProductFacetsKey,
    queryFn: ({ signal }) => getAdminProductFacets(signal),
    staleTime: 5 * 60_000,
  });
}

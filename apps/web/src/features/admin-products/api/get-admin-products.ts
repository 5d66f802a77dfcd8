import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminProductsAnswer, ProductSort, AdminProductView } from '@shop/domain';
import { ADMIN_PRODUCTS_BY_IDS_MAX } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { productAnswers } from './answers.ts';
import { adminProductKeys } from './query-keys.ts';

/** Under the shared products key, so any product change refreshes the catalogue and these lists together. */

/** The management list's filters as the address keeps them ('' when unset). */
export interface AdminProductFilters {
  search: string;
  brand: string;
  active: string;
  stock: string;
  sort: ProductSort;
}

/** GET /api/products/admin/all?page=…: one page (of `limit`, the server's 50 when absent) of the searched and filtered products, with the paging. */
async function getAdminProductsPage(
  filters: Partial<AdminProductFilters>,
  page: number,
  limit?: number,
  signal?: AbortSignal,
): Promise<AdminProductsAnswer> {
  const query = new URLSearchParams({ page: String(page) });
  if (limit !== undefined) query.set('limit', String(limit));
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return api(`/products/admin/all?${query}`, { ...(signal ? { signal } : {}), answer: productAnswers?.adminProducts });
}

export function useAdminProductsPage(
  filters: Partial<AdminProductFilters>,
  page: number,
  { limit, enabled = true }: { limit?: number; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: adminProductKeys.page(filters, page, limit ?? null),
    queryFn: ({ signal }) => getAdminProductsPage(filters, page, limit, signal),
    // The page shown stays while the next one loads (no jump to a spinner on every keystroke).
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * GET /api/products/admin/by-ids: the products of these ids as they are now (at most 200 a call, so
 * longer lists are asked in parts); an id of a deleted product is simply not among them.
 */
export async function getAdminProductsByIds(ids: readonly number[], signal?: AbortSignal): Promise<AdminProductView[]> {
  const found: AdminProductView[] = [];
  for (let start = 0; start < ids.length; start += ADMIN_PRODUCTS_BY_IDS_MAX) {
    const part = ids.slice(start, start + ADMIN_PRODUCTS_BY_IDS_MAX).join(',');
    const answer = await api(`/products/admin/by-ids?ids=${part}`, { ...(signal ? { signal } : {}), answer: productAnswers?.productsByIds });
    found.push(...answer.products);
  }
  return found;
}

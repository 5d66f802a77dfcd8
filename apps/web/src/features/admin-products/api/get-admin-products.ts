import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductsAnswer, ProductSort, ProductView } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { productAnswers } from './answers.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface AdminProductsParams {
  brand: string;
  sort: ProductSort;
}

/** GET /api/products/admin/all without paging: every product, inactive ones too (the bulk pages). */
export async function getAdminProducts({ brand, sort }: AdminProductsParams, signal?: AbortSignal): Promise<ProductView[]> {
  const query = new URLSearchParams({ sort });
  if (brand) query.set('brand', brand);
  const answer = await api(`/products/admin/all?${query}`, { ...(signal ? { signal } : {}), answer: productAnswers?.adminProducts });
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

/** The management list's filters as the address keeps them ('' when unset; issue 17). */
export interface AdminProductFilters {
  search: string;
  brand: string;
  active: string;
  stock: string;
  sort: ProductSort;
}

/** GET /api/products/admin/all?page=…: one page of the searched and filtered products, with the paging. */
export async function getAdminProductsPage(filters: AdminProductFilters, page: number, signal?: AbortSignal): Promise<AdminProductsAnswer> {
  const query = new URLSearchParams({ page: String(page) });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return api(`/products/admin/all?${query}`, { ...(signal ? { signal } : {}), answer: productAnswers?.adminProducts });
}

export function useAdminProductsPage(filters: AdminProductFilters, page: number) {
  return useQuery({
    queryKey: [...adminProductsBaseKey, 'page', filters, page] as const,
    queryFn: ({ signal }) => getAdminProductsPage(filters, page, signal),
    // The page shown stays while the next one loads (no jump to a spinner on every keystroke).
    placeholderData: keepPreviousData,
  });
}

import { queryKeys } from '@/lib/query-keys.ts';
import type { AdminProductFilters } from './get-admin-products.ts';

/** Product management's queries: under the shared products key, so any product change refreshes them. */
const adminProductsBaseKey = [...queryKeys.products, 'admin'] as const;
export const adminProductKeys = {
  all: adminProductsBaseKey,
  page: (filters: Partial<AdminProductFilters>, page: number, limit: number | null) =>
    [...adminProductsBaseKey, 'page', filters, page, limit] as const,
  detail: (id: number) => [...adminProductsBaseKey, 'detail', id] as const,
  stockHistory: (productId: number, page: number) => ['admin-products', 'stock-history', productId, page] as const,
};

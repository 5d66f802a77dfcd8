import { queryKeys } from '@/lib/query-keys.ts';

/** Every brand and category, inactive products too (the paged admin screens' filters); under the products key. */
export const adminProductFacetsKey = [...queryKeys.products, 'admin-facets'] as const;

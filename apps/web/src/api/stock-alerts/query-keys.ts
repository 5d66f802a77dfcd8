import { queryKeys } from '@/lib/query-keys.ts';

/**
 * Under the products' key: every product change (stock, threshold, an order's stock take seen on
 * refetch) and every settings change (the shop default) refreshes it with the product lists.
 */
export const lowStockQueryKey = [...queryKeys.products, 'low-stock'] as const;

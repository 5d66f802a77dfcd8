import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys.ts';
import { adminProductKeys } from './query-keys.ts';

/**
 * After any product change: refresh every product query (admin lists, brands, the catalogue). Admin
 * pages not on screen are forgotten rather than kept stale: a bulk page's rows carry each product's
 * version, and a row typed into while a page from before the change was still shown would be
 * refused as someone else's change (or dropped after a refused save).
 */
export function refreshProducts(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: adminProductKeys.all, type: 'inactive' });
  return queryClient.invalidateQueries({ queryKey: queryKeys.products });
}

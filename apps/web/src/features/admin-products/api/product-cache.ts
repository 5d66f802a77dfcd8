import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys.ts';

/** After any product change: refresh every product query (admin lists, brands, the catalogue). */
export function refreshProducts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.products });
}

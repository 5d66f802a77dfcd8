import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { Order } from '@shop/domain';
import { documentsBaseKey } from '@/api/documents/admin/document-keys.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { adminOrderKeys } from './query-keys.ts';

/**
 * After a change to one order: keep the server's answer as the order (it is the order as changed: no
 * second fetch of it), then refresh every other order query (lists, notes), the products, whose stock the
 * change may have moved, and the documents (setting the status to ended may issue an invoice).
 */
export async function refreshAfterOrderChange(queryClient: QueryClient, order?: Order): Promise<void> {
  const kept = order ? hashKey(adminOrderKeys.detail(order.id)) : null;
  if (order) queryClient.setQueryData(adminOrderKeys.detail(order.id), order);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminOrderKeys.all, predicate: (query) => query.queryHash !== kept }),
    queryClient.invalidateQueries({ queryKey: queryKeys.products }),
    queryClient.invalidateQueries({ queryKey: documentsBaseKey }),
  ]);
}

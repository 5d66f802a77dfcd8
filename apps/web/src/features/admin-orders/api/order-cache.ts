import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@shop/domain';
import { documentsBaseKey } from '@/api/documents/admin/document-keys.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { orderQueryKey } from './get-order.ts';
import { ordersBaseKey } from '@/api/orders/order-keys.ts';

/**
 * After a change to one order: store the server's copy, then refresh every order query (lists,
 * detail, edit status), the products, whose stock the change may have moved, and the documents (setting
 * the status to ended may issue an invoice).
 */
export async function refreshAfterOrderChange(queryClient: QueryClient, order?: Order): Promise<void> {
  if (order) queryClient.setQueryData(orderQueryKey(order.id), order);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ordersBaseKey }),
    queryClient.invalidateQueries({ queryKey: queryKeys.products }),
    queryClient.invalidateQueries({ queryKey: documentsBaseKey }),
  ]);
}

import type { QueryClient } from '@tanstack/react-query';
import { ordersBaseKey } from '@/api/orders/order-keys.ts';
import { documentsBaseKey } from './document-keys.ts';

/** After a document changes: refresh every document query and the orders (their has_invoice / has_pre_invoice flags). */
export async function refreshAfterDocumentChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: documentsBaseKey }), queryClient.invalidateQueries({ queryKey: ordersBaseKey })]);
}

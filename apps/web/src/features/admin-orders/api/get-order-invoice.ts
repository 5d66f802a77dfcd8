import type { AdminInvoice } from '@/features/admin-documents/api/types.ts';
import { api } from '@/lib/api-client.ts';

interface OrderInvoiceAnswer {
  success: true;
  invoice: AdminInvoice;
}

/** GET /api/invoices/order/{orderId}: the order's invoice (404 when none exists). */
export async function getOrderInvoice(orderId: number): Promise<AdminInvoice> {
  const answer = await api<OrderInvoiceAnswer>(`/invoices/order/${orderId}`);
  return answer.invoice;
}

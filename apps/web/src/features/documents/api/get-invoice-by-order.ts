import { api } from '@/lib/api-client.ts';
import type { CustomerInvoice } from './types.ts';

/** GET /invoices/order/:orderId: the invoice of one of the customer's orders (404 when none). */
export async function getInvoiceByOrder(orderId: number): Promise<CustomerInvoice> {
  const answer = await api<{ success: true; invoice: CustomerInvoice }>(`/invoices/order/${orderId}`);
  return answer.invoice;
}

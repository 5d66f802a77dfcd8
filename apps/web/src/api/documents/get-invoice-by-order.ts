import type { Invoice } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { documentAnswers } from './answers.ts';

/** GET /invoices/order/:orderId: the invoice of an order (a customer's own; any for administrators); 404 when none. */
export async function getInvoiceByOrder(orderId: number): Promise<Invoice> {
  const answer = await api(`/invoices/order/${orderId}`, { answer: documentAnswers?.invoice });
  return answer.invoice;
}

import { api } from '@/lib/api-client.ts';
import { useDashboardQuery } from './dashboard-query.ts';
import { RECENT_LIMIT } from './get-recent-orders.ts';
import { documentAnswers } from '@/api/documents/answers.ts';

interface RecentPreInvoice {
  id: number;
  pre_invoice_number: string;
  created_at: string;
  total_amount: number;
  status: string;
  order_number?: string | null;
}

async function getRecentPreInvoices(signal?: AbortSignal): Promise<RecentPreInvoice[]> {
  const answer = await api(`/pre-invoices?limit=${RECENT_LIMIT}`, {
    ...(signal ? { signal } : {}),
    answer: documentAnswers?.preInvoices,
  });
  return answer.preInvoices ?? [];
}

export const useRecentPreInvoices = (userId: number) => useDashboardQuery(userId, 'recent-pre-invoices', getRecentPreInvoices);

import type { AdminUser } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { useDashboardQuery } from './dashboard-query.ts';
import { RECENT_LIMIT } from './get-recent-orders.ts';
import { answers } from '@/api/answers.ts';

/** The dashboard's waiting list: the customers waiting longest, and how many wait in all. */
interface PendingCustomers {
  users: AdminUser[];
  total: number;
}

/**
 * The first entries of the waiting list (decision 048): customers waiting for approval, oldest first,
 * so that nobody is hidden however many wait; the total leads to all of them.
 */
async function getPendingCustomers(signal?: AbortSignal): Promise<PendingCustomers> {
  const query = new URLSearchParams({ status: 'pending', sort: 'oldest', limit: String(RECENT_LIMIT) });
  const answer = await api(`/users/admin/all?${query}`, { ...(signal ? { signal } : {}), answer: answers?.adminUsers });
  return { users: answer.users ?? [], total: answer.pagination?.total ?? 0 };
}

export const usePendingCustomers = (userId: number) => useDashboardQuery(userId, 'pending-customers', getPendingCustomers);

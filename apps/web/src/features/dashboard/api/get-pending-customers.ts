import type { AdminUser } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { useDashboardQuery } from './dashboard-query.ts';
import { RECENT_LIMIT } from './get-recent-orders.ts';
import { answers } from '@/api/answers.ts';

/** Admin spec section 7: the dashboard loads 100 users and keeps the pending ones. */
const DASHBOARD_USERS_LIMIT = 100;

interface UsersAnswer {
  success: true;
  users: AdminUser[];
}

export async function getPendingCustomers(signal?: AbortSignal): Promise<AdminUser[]> {
  const answer = await api<UsersAnswer>(`/users/admin/all?limit=${DASHBOARD_USERS_LIMIT}`, {
    ...(signal ? { signal } : {}),
    answer: answers?.adminUsers,
  });
  return (answer.users ?? [])
    .filter((user) => user.approval_status === 'pending' && !user.is_admin)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, RECENT_LIMIT);
}

export const usePendingCustomers = (userId: number) => useDashboardQuery(userId, 'pending-customers', getPendingCustomers);

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_USERS_PAGE_SIZE, type AdminUsersAnswer, type ApprovalStatus } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { answers } from '@/api/answers.ts';
import { adminUserKeys } from './query-keys.ts';

export interface UsersListParams {
  search: string;
  page: number;
  /** Only customers in this approval state; the waiting ones are listed oldest first (decision 048). */
  status?: ApprovalStatus | undefined;
  /** Only customers whose old payment terms wait for an administrator's choice (decision 054). */
  termsToChoose?: boolean | undefined;
}

async function getUsers({ search, page, status, termsToChoose }: UsersListParams, signal?: AbortSignal): Promise<AdminUsersAnswer> {
  const query = new URLSearchParams({ search, page: String(page), limit: String(ADMIN_USERS_PAGE_SIZE) });
  if (status) query.set('status', status);
  if (termsToChoose) query.set('terms', 'to_choose');
  // Customers wait in a queue: the one waiting longest comes first.
  if (status === 'pending') query.set('sort', 'oldest');
  return api(`/users/admin/all?${query}`, { ...(signal ? { signal } : {}), answer: answers?.adminUsers });
}

const usersListQueryOptions = (params: UsersListParams) =>
  queryOptions({
    queryKey: adminUserKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UsersListParams) {
  return useQuery(usersListQueryOptions(params));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { answers } from '@/api/answers.ts';
import { adminUserKeys } from './query-keys.ts';
import type { UserAnswer } from './user-answer.ts';

async function getUser(id: number, signal?: AbortSignal): Promise<AdminUser> {
  const answer = await api<UserAnswer>(`/users/admin/${id}`, { ...(signal ? { signal } : {}), answer: answers?.adminUser });
  return answer.user;
}

const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminUserKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
  });

export function useUser(id: number) {
  return useQuery({ ...userQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

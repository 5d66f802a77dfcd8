import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { updateSessionUser } from '@/lib/session.ts';

interface MeAnswer {
  success: true;
  user: User;
}

/** The signed-in user as the server knows it now (an administrator may have changed terms or type). */
export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  const answer = await api<MeAnswer>('/auth/me', signal ? { signal } : {});
  return answer.user;
}

export const currentUserQueryKey = (userId: number) => ['profile', userId, 'me'] as const;

export const currentUserQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: currentUserQueryKey(userId),
    queryFn: async ({ signal }) => {
      const user = await getCurrentUser(signal);
      // Keep the stored session (navigation, greeting) in step with the server.
      updateSessionUser(user);
      return user;
    },
    staleTime: 0,
  });

export function useCurrentUser(userId: number, enabled = true) {
  return useQuery({ ...currentUserQueryOptions(userId), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { meAnswerSchema, User } from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { updateSessionUser } from '@/lib/session.ts';
import { profileKeys } from './query-keys.ts';

/** The signed-in user as the server knows it now (an administrator may have changed terms or type). */
async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  const answer = await api<z.infer<typeof meAnswerSchema>>('/auth/me', signal ? { signal } : {});
  return answer.user;
}

const currentUserQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: profileKeys.currentUser(userId),
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

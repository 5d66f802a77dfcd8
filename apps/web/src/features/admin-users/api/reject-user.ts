import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { refreshAfterUserChange } from './user-cache.ts';
import { answers } from '@/api/answers.ts';
import type { UserAnswer } from './user-answer.ts';

/** Rejects a pending customer; the server e-mails them the reason. */
async function rejectUser(id: number, reason: string): Promise<AdminUser> {
  const answer = await api<UserAnswer>(`/users/admin/${id}/reject`, { method: 'PATCH', body: { reason }, answer: answers?.adminUser });
  return answer.user;
}

export function useRejectUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectUser(id, reason),
    onSuccess: (user, { id }) => refreshAfterUserChange(queryClient, id, user),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { refreshAfterUserChange } from './user-cache.ts';
import { answers } from '@/api/answers.ts';
import type { UserAnswer } from './user-answer.ts';

/** Approves a pending customer; the server e-mails them. */
export async function approveUser(id: number): Promise<AdminUser> {
  const answer = await api<UserAnswer>(`/users/admin/${id}/approve`, { method: 'PATCH', answer: answers?.adminUser });
  return answer.user;
}

export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUser,
    onSuccess: (user, id) => refreshAfterUserChange(queryClient, id, user),
  });
}

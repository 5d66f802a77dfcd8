import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { refreshAfterUserChange } from './user-cache.ts';
import { answers } from '@/api/answers.ts';
import type { UserAnswer } from './user-answer.ts';

async function verifyUserEmail(id: number): Promise<AdminUser> {
  const answer = await api<UserAnswer>(`/users/admin/${id}/verify-email`, { method: 'PATCH', answer: answers?.adminUser });
  return answer.user;
}

export function useVerifyUserEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyUserEmail,
    onSuccess: (user, id) => refreshAfterUserChange(queryClient, id, user),
  });
}

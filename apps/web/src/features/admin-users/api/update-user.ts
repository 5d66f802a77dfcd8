import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserUpdate } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { refreshAfterUserChange } from './user-cache.ts';
import { answers } from '@/api/answers.ts';
import type { UserAnswer } from './user-answer.ts';

async function updateUser(id: number, body: AdminUserUpdate): Promise<AdminUser> {
  const answer = await api<UserAnswer>(`/users/admin/${id}`, { method: 'PUT', body, answer: answers?.adminUser });
  return answer.user;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminUserUpdate }) => updateUser(id, body),
    onSuccess: (user, { id }) => refreshAfterUserChange(queryClient, id, user),
  });
}

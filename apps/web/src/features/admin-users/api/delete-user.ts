import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { userDeletedAnswerSchema } from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { adminUserKeys } from './query-keys.ts';
import { answers } from '@/api/answers.ts';

/** `anonymised`: the customer had orders, so the account was anonymised and the documents kept. */
type DeleteUserAnswer = z.infer<typeof userDeletedAnswerSchema>;

async function deleteUser(id: number): Promise<DeleteUserAnswer> {
  return api(`/users/admin/${id}`, { method: 'DELETE', answer: answers?.userDeleted });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: adminUserKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: adminUserKeys.lists });
    },
  });
}

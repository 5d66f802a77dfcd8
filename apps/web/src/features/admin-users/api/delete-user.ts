import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { userQueryKey } from './get-user.ts';
import { usersListBaseKey } from './get-users.ts';
import { answers } from '@/api/answers.ts';

export interface DeleteUserAnswer {
  success: true;
  message: string;
  /** True when the customer had orders: the account was anonymised and the documents kept. */
  anonymised: boolean;
}

export async function deleteUser(id: number): Promise<DeleteUserAnswer> {
  return api<DeleteUserAnswer>(`/users/admin/${id}`, { method: 'DELETE', answer: answers?.userDeleted });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: userQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: usersListBaseKey });
    },
  });
}

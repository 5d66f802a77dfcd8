import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApprovedAnswerSchema, type UserApprovedAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { refreshAfterUserChange } from './user-cache.ts';

/**
 * Approves a pending or a rejected customer; the server e-mails them. An e-mail not verified yet is
 * marked verified in the same step (`email_verified_now`), so the approval mail's "log in now" is true.
 */
async function approveUser(id: number): Promise<UserApprovedAnswer> {
  return api<UserApprovedAnswer>(`/users/admin/${id}/approve`, {
    method: 'PATCH',
    answer: import.meta.env.DEV ? userApprovedAnswerSchema : undefined,
  });
}

export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUser,
    onSuccess: (answer, id) => refreshAfterUserChange(queryClient, id, answer.user),
  });
}

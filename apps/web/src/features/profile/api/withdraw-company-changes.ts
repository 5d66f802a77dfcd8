import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { profileUpdatedAnswerSchema, User } from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { updateSessionUser } from '@/lib/session.ts';
import { profileKeys } from './query-keys.ts';

/** DELETE /api/auth/profile/company-changes: the customer withdraws its change of company details awaiting confirmation (decision 056). */
export function useWithdrawCompanyChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<User> =>
      (await api<z.infer<typeof profileUpdatedAnswerSchema>>('/auth/profile/company-changes', { method: 'DELETE' })).user,
    onSuccess: async (user) => {
      updateSessionUser(user);
      queryClient.setQueryData(profileKeys.currentUser(user.id), user);
      await queryClient.invalidateQueries({ queryKey: profileKeys.currentUser(user.id) });
    },
  });
}

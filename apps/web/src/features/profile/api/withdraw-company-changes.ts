import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { updateSessionUser } from '@/lib/session.ts';
import { currentUserQueryKey } from './get-current-user.ts';

/** DELETE /api/auth/profile/company-changes: the customer withdraws its change of company details awaiting confirmation (decision 056). */
export function useWithdrawCompanyChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<User> => (await api<{ success: true; user: User }>('/auth/profile/company-changes', { method: 'DELETE' })).user,
    onSuccess: async (user) => {
      updateSessionUser(user);
      queryClient.setQueryData(currentUserQueryKey(user.id), user);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey(user.id) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, User } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { updateSessionUser } from '@/lib/session.ts';
import { currentUserQueryKey } from './get-current-user.ts';

interface ProfileAnswer {
  success: true;
  user: User;
  message?: string;
}

export async function updateProfile(body: ProfileUpdate): Promise<ProfileAnswer> {
  return api<ProfileAnswer>('/auth/profile', { method: 'PUT', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (answer) => {
      updateSessionUser(answer.user);
      queryClient.setQueryData(currentUserQueryKey(answer.user.id), answer.user);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey(answer.user.id) });
    },
  });
}

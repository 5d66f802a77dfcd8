import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, profileUpdatedAnswerSchema } from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { updateSessionUser } from '@/lib/session.ts';
import { profileKeys } from './query-keys.ts';

type ProfileAnswer = z.infer<typeof profileUpdatedAnswerSchema>;

async function updateProfile(body: ProfileUpdate): Promise<ProfileAnswer> {
  return api<ProfileAnswer>('/auth/profile', { method: 'PUT', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (answer) => {
      updateSessionUser(answer.user);
      queryClient.setQueryData(profileKeys.currentUser(answer.user.id), answer.user);
      await queryClient.invalidateQueries({ queryKey: profileKeys.currentUser(answer.user.id) });
    },
  });
}

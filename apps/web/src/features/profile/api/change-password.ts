import { useMutation } from '@tanstack/react-query';
import type { passwordChangedAnswerSchema } from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { getSession, saveSession } from '@/lib/session.ts';

interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

type ChangePasswordAnswer = z.infer<typeof passwordChangedAnswerSchema>;

async function changePassword(body: ChangePasswordBody): Promise<ChangePasswordAnswer> {
  return api<ChangePasswordAnswer>('/auth/change-password', { method: 'POST', body });
}

/** The server revokes every older token; the new one in the answer keeps this browser logged in. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => {
      const session = getSession();
      if (session && answer.token) saveSession({ token: answer.token, user: session.user });
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import type { messageAnswerSchema } from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

type ResetPasswordResponse = z.infer<typeof messageAnswerSchema>;

/** POST /api/auth/reset-password {token, password}. */
function resetPassword(body: { token: string; password: string }): Promise<ResetPasswordResponse> {
  return api<ResetPasswordResponse>('/auth/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

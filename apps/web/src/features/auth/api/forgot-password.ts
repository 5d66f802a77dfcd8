import { useMutation } from '@tanstack/react-query';
import type { messageAnswerSchema } from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

type ForgotPasswordResponse = z.infer<typeof messageAnswerSchema>;

/** POST /api/auth/forgot-password {email}: always 200 (no account enumeration). */
function forgotPassword(email: string): Promise<ForgotPasswordResponse> {
  return api<ForgotPasswordResponse>('/auth/forgot-password', { method: 'POST', body: { email } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

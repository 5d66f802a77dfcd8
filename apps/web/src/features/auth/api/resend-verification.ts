import { useMutation } from '@tanstack/react-query';
import type { messageAnswerSchema } from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

type ResendVerificationResponse = z.infer<typeof messageAnswerSchema>;

/** POST /api/auth/resend-verification {email}: always 200 (no account enumeration). */
function resendVerification(email: string): Promise<ResendVerificationResponse> {
  return api<ResendVerificationResponse>('/auth/resend-verification', { method: 'POST', body: { email } });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

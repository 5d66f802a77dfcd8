import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export interface ForgotPasswordResponse {
  success: boolean;
  message: string;
}

/** POST /api/auth/forgot-password {email}: always 200 (no account enumeration). */
export function forgotPassword(email: string): Promise<ForgotPasswordResponse> {
  return api<ForgotPasswordResponse>('/auth/forgot-password', { method: 'POST', body: { email } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

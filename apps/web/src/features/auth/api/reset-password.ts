import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export interface ResetPasswordResponse {
  success: boolean;
  message: string;
}

/** POST /api/auth/reset-password {token, password}. */
export function resetPassword(body: { token: string; password: string }): Promise<ResetPasswordResponse> {
  return api<ResetPasswordResponse>('/auth/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

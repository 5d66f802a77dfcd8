import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@shop/domain';
import { api } from '@/lib/api-client.ts';

export interface RegisterResponse {
  success: boolean;
  message: string;
}

/** POST /api/auth/register (company data plus the anti-spam timing fields). */
export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return api<RegisterResponse>('/auth/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

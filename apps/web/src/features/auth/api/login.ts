import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, User } from '@shop/domain';
import { api } from '@/lib/api-client.ts';

export interface LoginResponse {
  success: boolean;
  token: string;
  user: User;
}

/** POST /api/auth/login. */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return api<LoginResponse>('/auth/login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

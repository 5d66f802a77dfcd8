import { useMutation } from '@tanstack/react-query';
import type { LoginAnswer, LoginRequest } from '@shop/domain';
import { api } from '@/lib/api-client.ts';

/** POST /api/auth/login. */
function login(body: LoginRequest): Promise<LoginAnswer> {
  return api<LoginAnswer>('/auth/login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

import { useMutation } from '@tanstack/react-query';
import type { messageAnswerSchema, RegisterRequest } from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

type RegisterResponse = z.infer<typeof messageAnswerSchema>;

/** POST /api/auth/register (company data plus the anti-spam timing fields). */
function register(body: RegisterRequest): Promise<RegisterResponse> {
  return api<RegisterResponse>('/auth/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

import { useMutation } from '@tanstack/react-query';
import type { messageAnswerSchema } from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

/** Ends every session of the account on the server, this browser's too. */
export function useLogoutEverywhere() {
  return useMutation({
    mutationFn: () => api<z.infer<typeof messageAnswerSchema>>('/auth/logout-everywhere', { method: 'POST' }),
  });
}

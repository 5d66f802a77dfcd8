import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Ends every session of the account on the server, this browser's too. */
export function useLogoutEverywhere() {
  return useMutation({
    mutationFn: () => api<{ success: true; message: string }>('/auth/logout-everywhere', { method: 'POST' }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const resetAgeGate = () => api<{ success: true; version: number }>('/age-gate/admin/reset', { method: 'POST' });

export function useResetAgeGate() {
  return useMutation({ mutationFn: resetAgeGate });
}

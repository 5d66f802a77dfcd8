import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { answers } from '@/api/answers.ts';

const resetAgeGate = () => api('/age-gate/admin/reset', { method: 'POST', answer: answers?.ageGateReset });

export function useResetAgeGate() {
  return useMutation({ mutationFn: resetAgeGate });
}

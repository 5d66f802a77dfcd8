import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type deviceEndedAnswerSchema, type SignedInDevicesAnswer, signedInDevicesAnswerSchema } from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { profileKeys } from './query-keys.ts';

/** GET /api/auth/sessions: the signed-in person's devices, this one marked (decision 090). */
export function useSignedInDevices(userId: number) {
  return useQuery({
    queryKey: profileKeys.signedInDevices(userId),
    queryFn: async ({ signal }) =>
      (await api<SignedInDevicesAnswer>('/auth/sessions', { signal, answer: import.meta.env.DEV ? signedInDevicesAnswerSchema : undefined })).devices,
  });
}

/** DELETE /api/auth/sessions/:id: signs one of the person's other devices out; the list is read again either way. */
export function useEndDevice(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<z.infer<typeof deviceEndedAnswerSchema>>(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.signedInDevices(userId) }),
  });
}

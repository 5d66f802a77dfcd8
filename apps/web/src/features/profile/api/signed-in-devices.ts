import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SignedInDevicesAnswer, signedInDevicesAnswerSchema } from '@shop/domain';
import { api } from '@/lib/api-client.ts';

export const signedInDevicesQueryKey = (userId: number) => ['profile', userId, 'devices'] as const;

/** GET /api/auth/sessions: the signed-in person's devices, this one marked (decision 090). */
export function useSignedInDevices(userId: number) {
  return useQuery({
    queryKey: signedInDevicesQueryKey(userId),
    queryFn: async ({ signal }) =>
      (await api<SignedInDevicesAnswer>('/auth/sessions', { signal, answer: import.meta.env.DEV ? signedInDevicesAnswerSchema : undefined })).devices,
  });
}

/** DELETE /api/auth/sessions/:id: signs one of the person's other devices out; the list is read again either way. */
export function useEndDevice(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ success: true; message: string }>(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signedInDevicesQueryKey(userId) }),
  });
}

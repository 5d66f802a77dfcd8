import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { messageAnswerSchema } from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from '@/api/account/query-keys.ts';

const deleteAddress = (id: number) => api<z.infer<typeof messageAnswerSchema>>(`/users/addresses/${id}`, { method: 'DELETE' });

/** DELETE /users/addresses/:id; the list reloads (the oldest remaining may become the default). */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}

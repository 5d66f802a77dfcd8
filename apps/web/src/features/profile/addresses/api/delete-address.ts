import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { addressesQueryKey } from './get-addresses.ts';

export const deleteAddress = (id: number) => api<{ success: true; message?: string }>(`/users/addresses/${id}`, { method: 'DELETE' });

/** DELETE /users/addresses/:id; the list reloads (the oldest remaining may become the default). */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}

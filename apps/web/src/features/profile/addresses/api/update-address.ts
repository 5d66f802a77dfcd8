import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from '@/api/account/query-keys.ts';
import type { AddressAnswer } from './address-answer.ts';

const updateAddress = ({ id, body }: { id: number; body: AddressInput }) => api<AddressAnswer>(`/users/addresses/${id}`, { method: 'PUT', body });

/** PUT /users/addresses/:id; the list reloads. */
export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}

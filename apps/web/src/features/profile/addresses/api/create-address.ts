import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { addressesQueryKey } from './get-addresses.ts';
import type { AddressAnswer } from './address-answer.ts';

export const createAddress = (body: AddressInput) => api<AddressAnswer>('/users/addresses', { method: 'POST', body });

/** POST /users/addresses; the list reloads (a new default clears the flag on the others). */
export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}

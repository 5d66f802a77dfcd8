import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { usePressed } from '@/lib/press-keys.ts';
import { accountKeys } from '@/api/account/query-keys.ts';
import type { AddressAnswer } from './address-answer.ts';

const createAddress = (body: AddressInput, idempotencyKey: string) =>
  api<AddressAnswer>('/users/addresses', { method: 'POST', body, idempotencyKey });

/** POST /users/addresses, one Idempotency-Key per press (a double submit adds one); the list reloads (a new default clears the flag on the others). */
export function useCreateAddress() {
  const queryClient = useQueryClient();
  const send = usePressed(createAddress);
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}

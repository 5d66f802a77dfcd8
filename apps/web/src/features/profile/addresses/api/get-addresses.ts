import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@shop/domain';
import { api } from '@/lib/api-client.ts';

interface AddressesAnswer {
  success: true;
  addresses: Address[];
}

/** Shared with the checkout's address choice (features/cart), which reads the same list. */
export const addressesQueryKey = ['addresses'] as const;

export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const answer = await api<AddressesAnswer>('/users/addresses', signal ? { signal } : {});
  return answer.addresses ?? [];
}

export const addressesQueryOptions = () => queryOptions({ queryKey: addressesQueryKey, queryFn: ({ signal }) => getAddresses(signal), staleTime: 0 });

/** GET /users/addresses: the customer's shipping addresses, default first. */
export function useAddresses(enabled = true) {
  return useQuery({ ...addressesQueryOptions(), enabled });
}

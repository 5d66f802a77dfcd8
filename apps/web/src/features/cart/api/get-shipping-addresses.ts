import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { answers } from '@/api/answers.ts';

interface AddressesAnswer {
  success: true;
  addresses: Address[];
}

/**
 * The customer's shipping addresses for the cart notice and the checkout choice.
 * Same key and same data as the profile's address book (features/profile/addresses), so an
 * address added there refreshes this list too.
 */
export const shippingAddressesQueryKey = ['addresses'] as const;

export async function getShippingAddresses(signal?: AbortSignal): Promise<Address[]> {
  const answer = await api<AddressesAnswer>('/users/addresses', { ...(signal ? { signal } : {}), answer: answers?.addresses });
  return answer.addresses ?? [];
}

export const shippingAddressesQueryOptions = () =>
  queryOptions({ queryKey: shippingAddressesQueryKey, queryFn: ({ signal }) => getShippingAddresses(signal), staleTime: 0 });

export function useShippingAddresses(enabled = true) {
  return useQuery({ ...shippingAddressesQueryOptions(), enabled });
}

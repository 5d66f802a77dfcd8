import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { answers } from '@/api/answers.ts';
import { accountKeys } from '@/api/account/query-keys.ts';

/**
 * The customer's shipping addresses for the cart notice and the checkout choice.
 * Same key and same data as the profile's address book (features/profile/addresses), so an
 * address added there refreshes this list too.
 */
async function getShippingAddresses(signal?: AbortSignal): Promise<Address[]> {
  const answer = await api('/users/addresses', { ...(signal ? { signal } : {}), answer: answers?.addresses });
  return answer.addresses ?? [];
}

const shippingAddressesQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.addresses, queryFn: ({ signal }) => getShippingAddresses(signal), staleTime: 0 });

export function useShippingAddresses(enabled = true) {
  return useQuery({ ...shippingAddressesQueryOptions(), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address, addressesAnswerSchema } from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from '@/api/account/query-keys.ts';

async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const answer = await api<z.infer<typeof addressesAnswerSchema>>('/users/addresses', signal ? { signal } : {});
  return answer.addresses ?? [];
}

const addressesQueryOptions = () => queryOptions({ queryKey: accountKeys.addresses, queryFn: ({ signal }) => getAddresses(signal), staleTime: 0 });

/** GET /users/addresses: the customer's shipping addresses, default first. */
export function useAddresses(enabled = true) {
  return useQuery({ ...addressesQueryOptions(), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { answers } from '@/api/answers.ts';
import { pricingKeys } from './query-keys.ts';

async function getPricingCustomer(id: number, signal?: AbortSignal): Promise<AdminUser> {
  const answer = await api(`/users/admin/${id}`, { ...(signal ? { signal } : {}), answer: answers?.adminUser });
  return answer.user;
}

const pricingCustomerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: pricingKeys.customer(id),
    queryFn: ({ signal }) => getPricingCustomer(id, signal),
  });

export function usePricingCustomer(id: number) {
  return useQuery({ ...pricingCustomerQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

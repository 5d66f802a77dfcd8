import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { answers } from '@/api/answers.ts';
import { pricingKeys } from './query-keys.ts';

/** The dashboard loads up to 100 users at once. */
const DASHBOARD_CUSTOMERS_LIMIT = 100;

/** Customers for the dashboard's dropdown: non-administrators only. */
async function getPricingCustomers(signal?: AbortSignal): Promise<AdminUser[]> {
  const query = new URLSearchParams({ page: '1', limit: String(DASHBOARD_CUSTOMERS_LIMIT) });
  const answer = await api(`/users/admin/all?${query}`, { ...(signal ? { signal } : {}), answer: answers?.adminUsers });
  return answer.users.filter((user) => !user.is_admin && user.role !== 'admin');
}

const pricingCustomersQueryOptions = () =>
  queryOptions({
    queryKey: pricingKeys.customers,
    queryFn: ({ signal }) => getPricingCustomers(signal),
  });

export function usePricingCustomers(enabled = true) {
  return useQuery({ ...pricingCustomersQueryOptions(), enabled });
}

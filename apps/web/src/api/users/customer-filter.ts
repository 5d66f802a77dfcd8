import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@shop/domain';
import { answers } from '@/api/answers.ts';
import { api } from '@/lib/api-client.ts';
import { customerFilterKeys } from './query-keys.ts';

/** How many customers a list's customer filter suggests at once. */
const CUSTOMER_SUGGESTIONS = 8;

/** Customers whose company, contact, e-mail or codes match `search` (the administrators' user search), administrators left out. */
async function findCustomers(search: string, signal?: AbortSignal): Promise<AdminUser[]> {
  const query = new URLSearchParams({ search, limit: String(CUSTOMER_SUGGESTIONS) });
  const answer = await api(`/users/admin/all?${query}`, { ...(signal ? { signal } : {}), answer: answers?.adminUsers });
  return answer.users.filter((user) => !user.is_admin);
}

export function useCustomerSuggestions(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: customerFilterKeys.suggestions(text),
    queryFn: ({ signal }) => findCustomers(text, signal),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** The customer the list is filtered by, for its name on the filter (GET /users/admin/:id). */
export function useFilterCustomer(userId: string) {
  const id = Number(userId);
  return useQuery({
    queryKey: customerFilterKeys.customer(id),
    queryFn: async ({ signal }) => (await api(`/users/admin/${id}`, { ...(signal ? { signal } : {}), answer: answers?.adminUser })).user,
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    staleTime: 60_000,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@shop/domain';
import { answers } from '@/api/answers.ts';
import { api } from '@/lib/api-client.ts';
/** The customer filter's queries (the administrators' lists of orders and documents share it). */
const customerFilterKey = ['customer-filter'] as const;

/** How many customers a list's customer filter suggests at once. */
export const CUSTOMER_SUGGESTIONS = 8;

interface UsersAnswer {
  users: AdminUser[];
}

/** Customers whose company, contact, e-mail or codes match `search` (the administrators' user search), administrators left out. */
export async function findCustomers(search: string, signal?: AbortSignal): Promise<AdminUser[]> {
  const query = new URLSearchParams({ search, limit: String(CUSTOMER_SUGGESTIONS) });
  const answer = await api<UsersAnswer>(`/users/admin/all?${query}`, { ...(signal ? { signal } : {}), answer: answers?.adminUsers });
  return answer.users.filter((user) => !user.is_admin);
}

export function useCustomerSuggestions(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: [...customerFilterKey, 'suggestions', text],
    queryFn: ({ signal }) => findCustomers(text, signal),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** The customer the list is filtered by, for its name on the filter (GET /users/admin/:id). */
export function useFilterCustomer(userId: string) {
  const id = Number(userId);
  return useQuery({
    queryKey: [...customerFilterKey, 'customer', id],
    queryFn: async ({ signal }) =>
      (await api<{ user: AdminUser }>(`/users/admin/${id}`, { ...(signal ? { signal } : {}), answer: answers?.adminUser })).user,
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    staleTime: 60_000,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserType } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { answers } from '@/api/answers.ts';

export interface UserTypePrice {
  user_type: UserType;
  product_id: number;
  price: number;
  /** Sent back with a change of this price. */
  version: number;
}

interface UserTypePricesAnswer {
  success: true;
  userTypePrices: UserTypePrice[];
}

export async function getUserTypePrices(signal?: AbortSignal): Promise<UserTypePrice[]> {
  const answer = await api<UserTypePricesAnswer>('/pricing/admin/user-type-prices', {
    ...(signal ? { signal } : {}),
    answer: answers?.userTypePrices,
  });
  return answer.userTypePrices;
}

export const userTypePricesQueryKey = ['admin-pricing', 'user-type-prices'] as const;

export const userTypePricesQueryOptions = () =>
  queryOptions({
    queryKey: userTypePricesQueryKey,
    queryFn: ({ signal }) => getUserTypePrices(signal),
    refetchOnWindowFocus: false,
  });

export function useUserTypePrices() {
  return useQuery(userTypePricesQueryOptions());
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshCustomerPrices } from './get-customer-prices.ts';
import { answers } from '@/api/answers.ts';

interface ClearAnswer {
  success: true;
  deleted: number;
}

/** Removes every custom price of one customer. */
export async function clearCustomerPrices(userId: number): Promise<ClearAnswer> {
  return api<ClearAnswer>(`/pricing/admin/customer/${userId}/all`, { method: 'DELETE', answer: answers?.pricesDeleted });
}

export function useClearCustomerPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCustomerPrices,
    onSuccess: (_answer, userId) => refreshCustomerPrices(queryClient, userId),
  });
}

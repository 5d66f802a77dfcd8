import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { pricesDeletedAnswerSchema } from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { refreshCustomerPrices } from './get-customer-prices.ts';
import { answers } from '@/api/answers.ts';

/** Removes every custom price of one customer. */
async function clearCustomerPrices(userId: number): Promise<z.infer<typeof pricesDeletedAnswerSchema>> {
  return api(`/pricing/admin/customer/${userId}/all`, { method: 'DELETE', answer: answers?.pricesDeleted });
}

export function useClearCustomerPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCustomerPrices,
    onSuccess: (_answer, userId) => refreshCustomerPrices(queryClient, userId),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshCustomerPrices } from './get-customer-prices.ts';
import { answers } from '@/api/answers.ts';

/** Removes one custom price; the customer falls back to the type or wholesale price. */
async function deleteCustomerPrice(userId: number, productId: number): Promise<void> {
  await api(`/pricing/admin/customer/${userId}/product/${productId}`, { method: 'DELETE', answer: answers?.done });
}

export function useDeleteCustomerPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, productId }: { userId: number; productId: number }) => deleteCustomerPrice(userId, productId),
    onSuccess: (_answer, { userId }) => refreshCustomerPrices(queryClient, userId),
  });
}

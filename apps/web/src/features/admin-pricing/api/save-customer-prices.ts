import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshCustomerPrices } from './get-customer-prices.ts';
import type { SaveCounts } from './save-user-type-prices.ts';
import { answers } from '@/api/answers.ts';

/** A price of 0 or '' deletes the customer's stored price (admin spec section 4). */
export interface CustomerPriceUpdate {
  productId: number;
  price: number | '';
  /** The stored price's version the page read, 0 when none was stored; one changed meanwhile refuses the whole batch (409 STALE_WRITE). */
  version: number;
}

export async function saveCustomerPrices(userId: number, prices: CustomerPriceUpdate[]): Promise<SaveCounts> {
  return api<SaveCounts>(`/pricing/admin/customer/${userId}/bulk`, { method: 'POST', body: { prices }, answer: answers?.priceCounts });
}

export function useSaveCustomerPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, prices }: { userId: number; prices: CustomerPriceUpdate[] }) => saveCustomerPrices(userId, prices),
    onSuccess: (_answer, { userId }) => refreshCustomerPrices(queryClient, userId),
  });
}

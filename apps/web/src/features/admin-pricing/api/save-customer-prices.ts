import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { refreshCustomerPrices } from './get-customer-prices.ts';
import type { SaveCounts } from './save-user-type-prices.ts';
import { answers } from '@/api/answers.ts';

/** A price of 0 or '' deletes the customer's stored price. */
interface CustomerPriceUpdate {
  productId: number;
  price: number | '';
  /** The stored price's version the page read, 0 when none was stored; one changed meanwhile refuses the whole batch (409 STALE_WRITE). */
  version: number;
}

/** `confirm`: the administrator confirmed prices above their products' public prices (decision 061). */
async function saveCustomerPrices(userId: number, prices: CustomerPriceUpdate[], confirm = false): Promise<SaveCounts> {
  const body = confirm ? { prices, confirm_price_limits: true } : { prices };
  return api<SaveCounts>(`/pricing/admin/customer/${userId}/bulk`, { method: 'POST', body, answer: answers?.priceCounts });
}

export function useSaveCustomerPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, prices, confirm }: { userId: number; prices: CustomerPriceUpdate[]; confirm: boolean }) =>
      saveCustomerPrices(userId, prices, confirm),
    onSuccess: (_answer, { userId }) => refreshCustomerPrices(queryClient, userId),
  });
}

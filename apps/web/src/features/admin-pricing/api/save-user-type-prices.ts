import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserType } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { refreshUserTypePrices } from './get-user-type-prices.ts';
import { answers } from '@/api/answers.ts';

/** A price of 0 or '' deletes the stored price. */
interface UserTypePriceUpdate {
  productId: number;
  userType: UserType;
  price: number | '';
  /** The stored price's version the page read, 0 when none was stored; one changed meanwhile refuses the whole batch (409 STALE_WRITE). */
  version: number;
}

export interface SaveCounts {
  success: true;
  updated: number;
  deleted: number;
}

/** `confirm`: the administrator confirmed prices above their products' public prices (decision 061). */
async function saveUserTypePrices(updates: UserTypePriceUpdate[], confirm = false): Promise<SaveCounts> {
  const body = confirm ? { updates, confirm_price_limits: true } : { updates };
  return api<SaveCounts>('/pricing/admin/bulk-user-type-prices', { method: 'POST', body, answer: answers?.priceCounts });
}

export function useSaveUserTypePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ updates, confirm }: { updates: UserTypePriceUpdate[]; confirm: boolean }) => saveUserTypePrices(updates, confirm),
    // Customers' catalogue prices change with the type prices.
    onSuccess: () => Promise.all([refreshUserTypePrices(queryClient), queryClient.invalidateQueries({ queryKey: queryKeys.products })]),
  });
}

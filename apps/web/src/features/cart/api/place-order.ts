import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { accountKeys } from '@/api/account/query-keys.ts';
import { answers } from '@/api/answers.ts';

interface PlaceOrderBody {
  shipping_address_id: number;
  notes?: string | null;
  /** The buyer's own purchase reference (decision 086); null or left out: none. */
  customer_reference?: string | null;
  accept_tax_notice: true;
  /** The `cart_version` of the cart the page shows: a cart changed since is refused with CART_CHANGED. */
  cart_version?: string;
}

interface PlaceOrderRequest {
  body: PlaceOrderBody;
  /** One per checkout attempt: sent again (double click, retry after a lost answer) it returns the order already placed. */
  idempotencyKey: string;
}

const placeOrder = ({ body, idempotencyKey }: PlaceOrderRequest) =>
  api('/orders', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey }, answer: answers?.orderPlaced });

/** POST /orders turns the cart into an order; afterwards the (now empty) cart and order lists reload. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSettled: async () => {
      // The cart changes on success (emptied) and may have been corrected on a conflict.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
        queryClient.invalidateQueries({ queryKey: accountKeys.orders }),
        queryClient.invalidateQueries({ queryKey: accountKeys.dashboard }),
      ]);
    },
  });
}

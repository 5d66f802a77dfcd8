import { ordersBaseKey } from '@/api/orders/order-keys.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import type { OrdersListParams } from './get-orders.ts';

/** The administrators' order screens' queries, under the shared administrators' order key (documents refresh it). */
export const adminOrderKeys = {
  all: ordersBaseKey,
  list: (params: OrdersListParams) => [...ordersBaseKey, 'list', params] as const,
  detail: (id: number) => [...ordersBaseKey, 'detail', id] as const,
  notes: (orderId: number) => [...ordersBaseKey, 'notes', orderId] as const,
  /** Under the shared products key, so a product or stock change refreshes the picker too. */
  pickerProducts: [...queryKeys.products, 'admin-orders-picker'] as const,
};

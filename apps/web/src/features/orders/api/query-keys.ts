import { accountKeys } from '@/api/account/query-keys.ts';
import type { OwnOrdersParams } from './get-orders.ts';

/** The customer's own orders, under the shared key that checkout and documents refresh. */
export const ownOrderKeys = {
  list: ({ status, page }: OwnOrdersParams) => [...accountKeys.orders, 'list', { status: status ?? 'all', page }] as const,
  detail: (id: number) => [...accountKeys.orders, 'detail', id] as const,
  history: (id: number) => [...accountKeys.orders, 'history', id] as const,
  comments: (id: number) => [...accountKeys.orders, 'comments', id] as const,
};

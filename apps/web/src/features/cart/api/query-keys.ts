import { queryKeys } from '@/lib/query-keys.ts';

/** The checkout's own queries; the cart and the addresses are the shared keys of lib/query-keys.ts. */
export const cartKeys = {
  credit: [...queryKeys.cart, 'credit'] as const,
};

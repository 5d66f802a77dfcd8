import { queryKeys } from '@/lib/query-keys.ts';
import type { ProductFilter } from '../pricing-utils.ts';

/** The pricing screens' queries. */
export const pricingKeys = {
  customer: (id: number) => ['admin-pricing', 'customer', id] as const,
  customers: ['admin-pricing', 'customers'] as const,
  recentOrders: ['admin-pricing', 'recent-orders'] as const,
  /** Every page of one customer's prices. */
  customerPricesOf: (userId: number) => ['admin-pricing', 'customer-prices', userId] as const,
  customerPrices: (userId: number, productIds: string) => ['admin-pricing', 'customer-prices', userId, productIds] as const,
  /** Every page of the SHOP and BAR prices. */
  userTypePricesAll: ['admin-pricing', 'user-type-prices'] as const,
  userTypePrices: (productIds: string) => ['admin-pricing', 'user-type-prices', productIds] as const,
  /** Under the shared products key, so any product change elsewhere refreshes these rows too. */
  productsPage: (filter: ProductFilter, page: number) => [...queryKeys.products, 'admin-pricing', filter, page] as const,
};

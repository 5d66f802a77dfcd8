import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminProductsAnswerSchema, type AdminProductsAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { pricingKeys } from './query-keys.ts';
import type { ProductFilter } from '../pricing-utils.ts';

/** Products per page of the pricing screens (decisions 076 and 077; the server allows up to 200). */
const PRICING_PAGE_SIZE = 100;

/** GET /api/products/admin/all: one page of the products the filter matches, inactive ones too, with the paging. */
async function getPricingProductsPage(filter: ProductFilter, page: number, signal?: AbortSignal): Promise<AdminProductsAnswer> {
  const query = new URLSearchParams({ page: String(page), limit: String(PRICING_PAGE_SIZE) });
  if (filter.search) query.set('search', filter.search);
  if (filter.brand) query.set('brand', filter.brand);
  if (filter.category) query.set('category', filter.category);
  if (filter.priceRange) query.set('price_range', filter.priceRange);
  return api(`/products/admin/all?${query}`, {
    ...(signal ? { signal } : {}),
    answer: import.meta.env.DEV ? adminProductsAnswerSchema : undefined,
  });
}

/** Under the shared products key, so any product change elsewhere refreshes these rows too. */
export function usePricingProductsPage(filter: ProductFilter, page: number, enabled = true) {
  return useQuery({
    queryKey: pricingKeys.productsPage(filter, page),
    queryFn: ({ signal }) => getPricingProductsPage(filter, page, signal),
    // The page shown stays while the next one loads (no jump to a spinner on every filter change).
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
    enabled,
  });
}

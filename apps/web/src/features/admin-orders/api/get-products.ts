import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductView } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { adminOrderKeys } from './query-keys.ts';
import { answers } from '@/api/answers.ts';

/** The order detail loads up to 1000 products for its picker. */
const PICKER_PRODUCTS_LIMIT = 1000;

/** GET /api/products?limit=1000 (administrator view: wholesale_price and stock included). */
async function getPickerProducts(signal?: AbortSignal): Promise<ProductView[]> {
  const query = new URLSearchParams({ limit: String(PICKER_PRODUCTS_LIMIT), sort: 'name_asc' });
  const answer = await api(`/products?${query}`, { ...(signal ? { signal } : {}), answer: answers?.products });
  return answer.products;
}

const pickerProductsQueryOptions = () =>
  queryOptions({
    queryKey: adminOrderKeys.pickerProducts,
    queryFn: ({ signal }) => getPickerProducts(signal),
  });

/** Loaded only once edit mode is on. */
export function usePickerProducts(enabled: boolean) {
  return useQuery({ ...pickerProductsQueryOptions(), enabled });
}

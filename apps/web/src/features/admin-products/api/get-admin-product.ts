import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductView } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { productAnswers } from './answers.ts';
import { adminProductKeys } from './query-keys.ts';

/** GET /api/products/:id as an administrator: the full view, inactive products too. */
async function getAdminProduct(id: number, signal?: AbortSignal): Promise<ProductView> {
  const answer = await api(`/products/${id}`, { ...(signal ? { signal } : {}), answer: productAnswers?.product });
  return answer.product;
}

const adminProductQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminProductKeys.detail(id),
    queryFn: ({ signal }) => getAdminProduct(id, signal),
  });

export function useAdminProduct(id: number | null) {
  return useQuery({ ...adminProductQueryOptions(id ?? 0), enabled: id !== null && Number.isInteger(id) && id > 0 });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductView } from '@shop/domain';
import { api, ApiError } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { answers } from '@/api/answers.ts';

export interface ProductResponse {
  success: boolean;
  product: ProductView;
}

/**
 * GET /api/products/slug/{slug}; when that answers 404 and the parameter is a number, GET
 * /api/products/{id} (spec: the route names an id, the page tries a slug first).
 */
export async function getProduct(slug: string, signal?: AbortSignal): Promise<ProductView> {
  let response: ProductResponse;
  try {
    response = await api<ProductResponse>(`/products/slug/${encodeURIComponent(slug)}`, { signal, answer: answers?.product });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404 && /^\d+$/.test(slug))) throw error;
    response = await api<ProductResponse>(`/products/${slug}`, { signal, answer: answers?.product });
  }
  if (!response.product) throw new ApiError(404, 'Product not found', 'NOT_FOUND');
  return response.product;
}

export const productQueryOptions = (viewer: string, slug: string) =>
  queryOptions({
    queryKey: [...queryKeys.products, 'detail', viewer, slug] as const,
    queryFn: ({ signal }) => getProduct(slug, signal),
    staleTime: 30_000,
    retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });

export function useProduct(viewer: string, slug: string) {
  return useQuery(productQueryOptions(viewer, slug));
}

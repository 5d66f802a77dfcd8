import { queryOptions, useQuery } from '@tanstack/react-query';
import type { productAnswerSchema, ProductView } from '@shop/domain';
import type { z } from 'zod';
import { api, ApiError } from '@/lib/api-client.ts';
import { catalogueKey } from './query-keys.ts';
import { answers } from '@/api/answers.ts';

/**
 * GET /api/products/slug/{slug}; when that answers 404 and the parameter is a number, GET
 * /api/products/{id} (spec: the route names an id, the page tries a slug first).
 */
async function getProduct(slug: string, signal?: AbortSignal): Promise<ProductView> {
  let response: z.infer<typeof productAnswerSchema>;
  try {
    response = await api(`/products/slug/${encodeURIComponent(slug)}`, { signal, answer: answers?.product });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404 && /^\d+$/.test(slug))) throw error;
    response = await api(`/products/${slug}`, { signal, answer: answers?.product });
  }
  if (!response.product) throw new ApiError(404, 'Product not found', 'NOT_FOUND');
  return response.product;
}

export const productQueryOptions = (viewer: string, slug: string) =>
  queryOptions({
    queryKey: catalogueKey('detail', viewer, slug),
    queryFn: ({ signal }) => getProduct(slug, signal),
    staleTime: 30_000,
    retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });

export function useProduct(viewer: string, slug: string) {
  return useQuery(productQueryOptions(viewer, slug));
}

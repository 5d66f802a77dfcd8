import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSort, ProductsAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { catalogueKey } from './query-keys.ts';
import { answers } from '@/api/answers.ts';

export interface ProductsQuery {
  brand?: string | undefined;
  /** Name, brand, flavour or SKU; the server ignores case and accents. */
  search?: string | undefined;
  sort?: ProductSort | undefined;
  weight?: string | undefined;
  /** Signed-in customers: only their starred products ("My products"). */
  favourites?: boolean | undefined;
  limit: number;
  offset?: number | undefined;
}

/** Products on one catalogue page (spec: 48 a page keeps 5,000 products light). */
export const PAGE_SIZE = 48;
/** The product page's "more from this brand" carousel. */
const RELATED_LIMIT = 24;

/**
 * GET /api/products?limit&offset&brand&search&sort&weight&favourites&t. Every fetch carries a fresh cache-busting timestamp `t`
 * so the refresh button always reaches the server, never a cached answer.
 */
async function getProducts(query: ProductsQuery, signal?: AbortSignal): Promise<ProductsAnswer> {
  const params = new URLSearchParams();
  params.set('limit', String(query.limit));
  if (query.offset) params.set('offset', String(query.offset));
  if (query.brand) params.set('brand', query.brand);
  if (query.search) params.set('search', query.search);
  if (query.sort) params.set('sort', query.sort);
  if (query.weight) params.set('weight', query.weight);
  if (query.favourites) params.set('favourites', 'true');
  params.set('t', String(Date.now()));
  const response = await api(`/products?${params.toString()}`, { signal, answer: answers?.products });
  const products = Array.isArray(response.products) ? response.products : [];
  return { success: true, products, total: typeof response.total === 'number' ? response.total : products.length };
}

/** `viewer` is part of the key: a visitor, a customer and an administrator get different views. */
export const productsQueryOptions = (viewer: string, query: ProductsQuery) =>
  queryOptions({
    queryKey: catalogueKey('list', viewer, query),
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: (failureCount, error) => failureCount < 1 && !('status' in error && (error.status === 403 || error.status === 404)),
  });

export function useProducts(viewer: string, query: ProductsQuery) {
  return useQuery(productsQueryOptions(viewer, query));
}

/** Other products of a brand for the product page's carousel (the current one is left out by the caller). */
const relatedProductsQueryOptions = (viewer: string, brand: string) =>
  queryOptions({
    queryKey: catalogueKey('related', viewer, brand),
    queryFn: ({ signal }) => getProducts({ brand, limit: RELATED_LIMIT }, signal),
    staleTime: 60_000,
    retry: false,
  });

export function useRelatedProducts(viewer: string, brand: string | undefined) {
  return useQuery({ ...relatedProductsQueryOptions(viewer, brand ?? ''), enabled: Boolean(brand) });
}

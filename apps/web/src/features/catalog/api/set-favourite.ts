import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavouriteAnswer, ProductView } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { catalogueKey } from './query-keys.ts';
import { answers } from '@/api/answers.ts';

interface FavouriteChange {
  productId: number;
  favourite: boolean;
}

/** PUT (star) or DELETE (clear) /api/products/:id/favourite; both give the same state however often they are sent. */
function setFavourite({ productId, favourite }: FavouriteChange): Promise<FavouriteAnswer> {
  return api<FavouriteAnswer>(`/products/${productId}/favourite`, { method: favourite ? 'PUT' : 'DELETE', answer: answers?.favourite });
}

const isProduct = (value: unknown): value is ProductView => typeof value === 'object' && value !== null && 'id' in value && 'slug' in value;

/**
 * A cached catalogue answer (a list with `products`, or one product) with the product's star set as
 * the server now says; anything else (brands, weights) as it was.
 */
function withFavourite(data: unknown, { productId, favourite }: FavouriteChange): unknown {
  const mark = (product: ProductView) => (product.id === productId ? { ...product, is_favourite: favourite } : product);
  if (isProduct(data)) return mark(data);
  if (typeof data === 'object' && data !== null && 'products' in data && Array.isArray(data.products))
    return { ...data, products: data.products.map((product: unknown) => (isProduct(product) ? mark(product) : product)) };
  return data;
}

/**
 * Stars or clears a product: every cached list and product page shows the new state at once, and the
 * lists are asked for again ("My products" loses a cleared product).
 */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavourite,
    onSuccess: (answer) => {
      const change = { productId: answer.product_id, favourite: answer.is_favourite };
      queryClient.setQueriesData({ queryKey: queryKeys.products }, (data: unknown) => withFavourite(data, change));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKey('list') }),
  });
}

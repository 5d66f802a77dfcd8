import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductInput, ProductView } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { productAnswers } from './answers.ts';
import { refreshProducts } from './product-cache.ts';

/** POST /api/products. */
async function createProduct(body: ProductInput): Promise<ProductView> {
  const answer = await api('/products', { method: 'POST', body, answer: productAnswers?.product });
  return answer.product;
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => refreshProducts(queryClient) });
}

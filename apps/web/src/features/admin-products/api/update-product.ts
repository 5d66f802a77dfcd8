import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductInput, ProductView } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { productAnswers } from './answers.ts';
import { adminProductKeys } from './query-keys.ts';
import { refreshProducts } from './product-cache.ts';

/** PUT /api/products/:id with every field of the form. */
async function updateProduct(id: number, body: ProductInput): Promise<ProductView> {
  const answer = await api(`/products/${id}`, { method: 'PUT', body, answer: productAnswers?.product });
  return answer.product;
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProductInput }) => updateProduct(id, body),
    onSuccess: (product, { id }) => {
      queryClient.setQueryData(adminProductKeys.detail(id), product);
      return refreshProducts(queryClient);
    },
  });
}

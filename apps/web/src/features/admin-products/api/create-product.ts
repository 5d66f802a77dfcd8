import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductInput, ProductView } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { refreshProducts } from './product-cache.ts';

interface ProductAnswer {
  success: true;
  product: ProductView;
}

/** POST /api/products. */
export async function createProduct(body: ProductInput): Promise<ProductView> {
  const answer = await api<ProductAnswer>('/products', { method: 'POST', body });
  return answer.product;
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => refreshProducts(queryClient) });
}

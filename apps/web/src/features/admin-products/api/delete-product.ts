import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { productAnswers } from './answers.ts';
import { refreshProducts } from './product-cache.ts';

export interface DeleteProductAnswer {
  success: true;
  deleted: boolean;
  /** True when the product was ordered before: it was deactivated instead of deleted. */
  deactivated: boolean;
  message: string;
}

/** DELETE /api/products/:id. */
export async function deleteProduct(id: number): Promise<DeleteProductAnswer> {
  return api(`/products/${id}`, { method: 'DELETE', answer: productAnswers?.deleted });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => refreshProducts(queryClient) });
}

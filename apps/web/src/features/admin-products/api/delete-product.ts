import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { productDeletedAnswerSchema } from '@shop/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { productAnswers } from './answers.ts';
import { refreshProducts } from './product-cache.ts';

/** `deactivated`: the product was ordered before, so it was deactivated instead of deleted. */
type DeleteProductAnswer = z.infer<typeof productDeletedAnswerSchema>;

/** DELETE /api/products/:id. */
async function deleteProduct(id: number): Promise<DeleteProductAnswer> {
  return api(`/products/${id}`, { method: 'DELETE', answer: productAnswers?.deleted });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => refreshProducts(queryClient) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductImportAnswer } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { productAnswers } from './answers.ts';
import { refreshProducts } from './product-cache.ts';

/**
 * POST /api/products/admin/import?dry_run=…, multipart field "file". A dry run answers the preview; a
 * real run writes all or nothing (a refused line answers 400 importHasErrors, thrown as ApiError).
 */
export async function importProducts(file: File, dryRun: boolean): Promise<ProductImportAnswer> {
  const formData = new FormData();
  formData.append('file', file);
  return api(`/products/admin/import?dry_run=${dryRun}`, { method: 'POST', formData, answer: productAnswers?.imported });
}

/** The dry run: reads nothing into the catalogue. */
export function usePreviewImport() {
  return useMutation({ mutationFn: (file: File) => importProducts(file, true) });
}

/** The real run: every product list is read again afterwards. */
export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (file: File) => importProducts(file, false), onSettled: () => refreshProducts(queryClient) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductImportAnswer, ProductImportOverwrite } from '@shop/domain';
import { api } from '@/lib/api-client.ts';
import { productAnswers } from './answers.ts';
import { refreshProducts } from './product-cache.ts';

/**
 * POST /api/products/admin/import?dry_run=…, multipart field "file", and "overwrite": the conflicting
 * rows the administrator ticked, each with the version the preview showed (decision 060). A dry run
 * answers the preview; a real run writes all or nothing (a refused line answers 400 importHasErrors, a
 * conflict not overwritten 409 importConflict, thrown as ApiError).
 */
async function importProducts(file: File, dryRun: boolean, overwrite: ProductImportOverwrite = []): Promise<ProductImportAnswer> {
  const formData = new FormData();
  formData.append('file', file);
  if (overwrite.length > 0) formData.append('overwrite', JSON.stringify(overwrite));
  return api(`/products/admin/import?dry_run=${dryRun}`, { method: 'POST', formData, answer: productAnswers?.imported });
}

/** The dry run: reads nothing into the catalogue. */
export function usePreviewImport() {
  return useMutation({ mutationFn: (file: File) => importProducts(file, true) });
}

/** The real run, with the ticked overwrites: every product list is read again afterwards. */
export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, overwrite }: { file: File; overwrite: ProductImportOverwrite }) => importProducts(file, false, overwrite),
    onSettled: () => refreshProducts(queryClient),
  });
}

import {
  adminProductsAnswerSchema,
  adminProductsByIdsAnswerSchema,
  photoUploadedAnswerSchema,
  productAnswerSchema,
  productDeletedAnswerSchema,
  productImportAnswerSchema,
  productsAnswerSchema,
  updatedCountAnswerSchema,
} from '@shop/domain';

/**
 * The answer contracts of the product management calls (packages/domain, `shop.responses.ts`,
 * `site.responses.ts` and `product-transfer.schemas.ts`), for `api(path, { answer })`. Development builds and unit tests parse every answer with
 * them; in production builds this is `undefined` (Vite replaces `import.meta.env.DEV` by `false`).
 */
export const productAnswers = import.meta.env.DEV
  ? {
      product: productAnswerSchema,
      products: productsAnswerSchema,
      adminProducts: adminProductsAnswerSchema,
      productsByIds: adminProductsByIdsAnswerSchema,
      imported: productImportAnswerSchema,
      deleted: productDeletedAnswerSchema,
      photoUploaded: photoUploadedAnswerSchema,
      updatedCount: updatedCountAnswerSchema,
    }
  : undefined;

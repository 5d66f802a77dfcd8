import { z } from 'zod';
import { okAnswer } from './answer.ts';
import { productListQuerySchema, productViewSchema } from './product.schemas.ts';
import { paginationSchema } from './user.schemas.ts';

/**
 * Products at scale (issue 17, decision 046): the administrators' searchable, paged product list and
 * the products CSV (export and import with stock and every price).
 */

/** Products per page of the administrators' list. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 50;

/**
 * The stock filter: `in` some in stock, `out` none, `low` at or below the product's low-stock
 * threshold (its own, else the shop default), out of stock included, as the dashboard's low-stock list.
 */
export const PRODUCT_STOCK_FILTERS = ['in', 'low', 'out'] as const;
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTERS)[number];

/**
 * GET /api/products/admin/all: the catalogue's filters and sorts, plus `active` and `stock`; `page`
 * (with `limit`, 50 by default) pages the list. Without `page` and `limit` every product comes (the
 * pricing and bulk screens read the whole list).
 */
export const adminProductListQuerySchema = productListQuerySchema.omit({ favourites: true }).extend({
  active: z.stringbool().optional(),
  stock: z.enum(PRODUCT_STOCK_FILTERS).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminProductsAnswerSchema = okAnswer({
  products: z.array(productViewSchema),
  total: z.number().int(),
  pagination: paginationSchema,
});
export type AdminProductsAnswer = z.infer<typeof adminProductsAnswerSchema>;

/**
 * The columns of the products CSV, in the order the export writes them; the import finds them by
 * these names in its header line, in any order, and leaves a product's fields without a column as they are.
 */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'brand',
  'name',
  'flavor',
  'weight',
  'category',
  'price',
  'wholesale_price',
  'price_excl_vat_excise',
  'shop_price',
  'bar_price',
  'stock',
  'min_order_quantity',
  'is_active',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The limits of one import: the file's size and its product lines. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;
/** Refused values listed in one answer at most (`error_count` counts them all). */
export const MAX_IMPORT_ERRORS_LISTED = 1000;

/** POST /api/products/admin/import?dry_run=true|false; without it, a dry run (nothing is written by mistake). */
export const productImportQuerySchema = z.object({ dry_run: z.stringbool().default(true) });

/** A value of the preview: a text, a euro amount, a whole number, a boolean or none. */
const importValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One product the import creates or changes: its line, SKU and, field by field, before → after. */
export const productImportChangeSchema = z.object({
  line: z.number().int(),
  sku: z.string(),
  action: z.enum(['create', 'update']),
  /** The product's id; null for one the import creates. */
  product_id: z.number().int().nullable(),
  fields: z.record(z.string(), z.object({ from: importValueSchema, to: importValueSchema })),
});
export type ProductImportChange = z.infer<typeof productImportChangeSchema>;

/** One refused value: the line of the file, the column (null: the whole line), the English text and its key of validationMessages. */
export const productImportErrorSchema = z.object({
  line: z.number().int(),
  field: z.string().nullable(),
  message: z.string(),
  reason: z.string(),
});
export type ProductImportError = z.infer<typeof productImportErrorSchema>;

/**
 * The import's answer. A dry run counts and lists what the file would change and every refused value;
 * a real run with no refused value has written exactly that, in one transaction. (A real run with
 * refused values writes nothing and answers 400 `importHasErrors` with the same fields.)
 */
export const productImportAnswerSchema = okAnswer({
  dry_run: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** The first 1000 refused values, in the order of the file. */
  errors: z.array(productImportErrorSchema),
  error_count: z.number().int(),
  changes: z.array(productImportChangeSchema),
});
export type ProductImportAnswer = z.infer<typeof productImportAnswerSchema>;

import { z } from 'zod';
import { okAnswer } from './answer.ts';
import { apiErrorAnswerSchema, apiErrorFields } from './error.responses.ts';
import { PRODUCT_IDS_MAX, productIdList } from './list-query.ts';
import { productListQuerySchema, type ProductView, productViewSchema } from './product.schemas.ts';
import { paginationSchema } from './user.schemas.ts';

/**
 * Products at scale (decision 046): the administrators' searchable, paged product list and
 * the products CSV (export and import with stock and every price).
 */

/**
 * A product as the administrators' lists and product screen read it (decision 099): to a role without
 * `prices.manage` (the warehouse) no price — `price`, `display_price` and `price_excl_vat_excise` are
 * null, and the other prices are left out.
 */
export const adminProductViewSchema = productViewSchema.extend({ price: z.number().nullable(), display_price: z.number().nullable() });
export type AdminProductView = z.infer<typeof adminProductViewSchema>;

/** Whether an administrators' product carries its prices: always, to a role with `prices.manage` (the price screens). */
export function hasPrices(product: AdminProductView): product is ProductView {
  return product.price !== null && product.display_price !== null;
}

/** Products per page of the administrators' list. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 50;

/**
 * The stock filter: `in` some in stock, `out` none, `low` at or below the product's low-stock
 * threshold (its own, else the shop default), out of stock included, as the dashboard's low-stock list.
 */
export const PRODUCT_STOCK_FILTERS = ['in', 'low', 'out'] as const;
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTERS)[number];

/** The most products one page of the administrators' list answers (decision 076). */
const ADMIN_PRODUCTS_MAX_LIMIT = 200;

/**
 * The pricing screens' price buckets by wholesale price: under 20, 20–50, over 50 to 100, over 100 €
 * (both ends of 20–50 included, as the pricing dashboard always drew them).
 */
export const PRODUCT_PRICE_RANGES = ['under20', '20to50', '50to100', 'over100'] as const;
export type ProductPriceRange = (typeof PRODUCT_PRICE_RANGES)[number];

/**
 * GET /api/products/admin/all: the catalogue's filters and sorts, plus `active`, `stock`, `category`
 * and `price_range`; always one page (decision 076): `page` (1 when absent) of `limit` products (50 by
 * default, at most 200), or `offset` and `limit`. The pricing and bulk screens page it too.
 */
export const adminProductListQuerySchema = productListQuerySchema.omit({ favourites: true }).extend({
  active: z.stringbool().optional(),
  stock: z.enum(PRODUCT_STOCK_FILTERS).optional(),
  /** One category exactly as the products carry it. */
  category: z.string().trim().max(100).optional(),
  price_range: z.enum(PRODUCT_PRICE_RANGES).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_PRODUCTS_MAX_LIMIT).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminProductsAnswerSchema = okAnswer({
  products: z.array(adminProductViewSchema),
  total: z.number().int(),
  pagination: paginationSchema,
});
export type AdminProductsAnswer = z.infer<typeof adminProductsAnswerSchema>;

/** GET /api/products/admin/facets: every brand and category of the catalogue, inactive products too, sorted (the filters of the paged screens). */
export const adminProductFacetsAnswerSchema = okAnswer({
  brands: z.array(z.string()),
  categories: z.array(z.string()),
});
export type AdminProductFacetsAnswer = z.infer<typeof adminProductFacetsAnswerSchema>;

/** The most products GET /api/products/admin/by-ids answers at once. */
export const ADMIN_PRODUCTS_BY_IDS_MAX = PRODUCT_IDS_MAX;

/**
 * GET /api/products/admin/by-ids?ids=1,2,…: 1 to 200 product ids, comma-separated (the bulk pages
 * re-read the rows the administrator typed into after a refused save, whichever page they were on).
 */
export const adminProductsByIdsQuerySchema = z.object({ ids: productIdList(1) });

/** The products of the ids asked for that exist, inactive ones too, in id order (a deleted one is simply absent). */
export const adminProductsByIdsAnswerSchema = okAnswer({ products: z.array(adminProductViewSchema) });
export type AdminProductsByIdsAnswer = z.infer<typeof adminProductsByIdsAnswerSchema>;

/** GET /api/products/admin/:id: one product as the administrators' product screen reads it, inactive ones too (decision 099). */
export const adminProductAnswerSchema = okAnswer({ product: adminProductViewSchema });
export type AdminProductAnswer = z.infer<typeof adminProductAnswerSchema>;

/**
 * The columns of the products CSV, in the order the export writes them; the import finds them by
 * these names in its header line, in any order, and leaves a product's fields without a column as they are.
 * `version` is the row's version token as exported (decision 060): the import writes only what the file
 * changes against it.
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
  'low_stock_threshold',
  'version',
] as const;

/**
 * Columns the import also reads (decision 060), never exported: `stock_change`, units added (+) or
 * taken (−) relative to the stock at the moment of the import, and `stock_change_reason`, the reason the
 * stock history shows with it.
 */
const PRODUCT_CSV_IMPORT_ONLY_COLUMNS = ['stock_change', 'stock_change_reason'] as const;
export const PRODUCT_CSV_IMPORT_COLUMNS = [...PRODUCT_CSV_COLUMNS, ...PRODUCT_CSV_IMPORT_ONLY_COLUMNS] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_IMPORT_COLUMNS)[number];

/**
 * A row's version token as the export writes it (decision 060): the product's version, then the
 * versions of its SHOP and BAR prices (0: none), joined by `_` so that a spreadsheet keeps it as text.
 */
export const IMPORT_VERSION_PATTERN = /^\d{1,12}_\d{1,12}_\d{1,12}$/;
/** Longest reason of a stock change a file may give. */
export const MAX_STOCK_CHANGE_REASON = 500;

/**
 * The limits of one import (decision 071): a wholesaler's whole catalogue in one file, 20,000 product
 * lines of up to 500 bytes each (an export's line is about 150).
 */
export const MAX_IMPORT_ROWS = 20_000;
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** Refused values listed in one answer at most (`error_count` counts them all). */
export const MAX_IMPORT_ERRORS_LISTED = 1000;
/** Changes listed in one answer at most, in the order of the file (`created` and `updated` count them all). */
export const MAX_IMPORT_CHANGES_LISTED = 1000;

/** POST /api/products/admin/import?dry_run=true|false; without it, a dry run (nothing is written by mistake). */
export const productImportQuerySchema = z.object({ dry_run: z.stringbool().default(true) });

/**
 * The multipart text field `overwrite` of an import (decision 060): a JSON array of the conflicting rows
 * the administrator chose to write anyway, each by its SKU and the version token the preview showed as
 * the product's current one. A product that moved again since the preview is a conflict again.
 */
export const productImportOverwriteSchema = z
  .array(z.object({ sku: z.string().trim().min(1).max(64), version: z.string().regex(IMPORT_VERSION_PATTERN) }).strict())
  .max(MAX_IMPORT_ROWS);
export type ProductImportOverwrite = z.infer<typeof productImportOverwriteSchema>;

/** A value of the preview: a text, a euro amount, a whole number, a boolean or none. */
const importValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One product the import creates or changes: its line, SKU and, field by field, before → after. */
const productImportChangeSchema = z.object({
  line: z.number().int(),
  sku: z.string(),
  action: z.enum(['create', 'update']),
  /** The product's id; null for one the import creates. */
  product_id: z.number().int().nullable(),
  fields: z.record(z.string(), z.object({ from: importValueSchema, to: importValueSchema })),
});
export type ProductImportChange = z.infer<typeof productImportChangeSchema>;

/** One refused value: the line of the file, the column (null: the whole line), the English text, its key of validationMessages and the key's params. */
const productImportErrorSchema = z.object({
  line: z.number().int(),
  field: z.string().nullable(),
  message: z.string(),
  reason: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ProductImportError = z.infer<typeof productImportErrorSchema>;

/**
 * A row that would write over a change the file does not know of (decision 060): its product changed
 * since the export (`changed`), or the row has no version to tell (`no_version`), and the file's cells
 * differ from today's values. Field by field: the file's value and today's. `overwrite`: the request
 * asked to write it anyway, at this `current_version`.
 */
const productImportConflictSchema = z.object({
  line: z.number().int(),
  sku: z.string(),
  product_id: z.number().int(),
  reason: z.enum(['changed', 'no_version']),
  current_version: z.string(),
  fields: z.record(z.string(), z.object({ file: importValueSchema, now: importValueSchema })),
  overwrite: z.boolean(),
});
export type ProductImportConflict = z.infer<typeof productImportConflictSchema>;

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
  /** Product lines refused (one or more refused values each): a real run writes nothing while there is one. */
  refused: z.number().int(),
  /** The first 1000 refused values, in the order of the file. */
  errors: z.array(productImportErrorSchema),
  error_count: z.number().int(),
  /** The first 1000 products created or changed, in the order of the file. */
  changes: z.array(productImportChangeSchema),
  /** Rows that changed since the export (decision 060); a real run with one not overwritten answers 409 IMPORT_CONFLICT. */
  conflicts: z.array(productImportConflictSchema),
});
export type ProductImportAnswer = z.infer<typeof productImportAnswerSchema>;
/**
 * A real run that wrote nothing (400 `importHasErrors`, 409 `importConflict`): the import's answer with
 * the error's fields beside it; any other refusal of the call is the plain error answer (decision 106).
 */
export const productImportRefusedAnswerSchema = z.union([
  z.object({ ...productImportAnswerSchema.omit({ success: true }).shape, ...apiErrorFields }),
  apiErrorAnswerSchema,
]);

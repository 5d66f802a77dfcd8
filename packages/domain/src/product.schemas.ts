import { z } from 'zod';
import { optionalLine, optionalLines, requiredLine } from './text-input.ts';
import { versionField } from './versioning.ts';
import { USER_TYPES } from './constants.ts';
import { PRODUCT_SORTS } from './catalogue-filters.ts';
import { foldText } from './fold-text.ts';

export const MAX_PRICE_EUROS = 100_000;
const MAX_BULK_ITEMS = 10_000;
/** The largest low-stock threshold, of a product or the shop default. */
const MAX_LOW_STOCK_THRESHOLD = 100_000;

/** Listed as low on stock at or below this many units: a whole number from 0 to 100 000. */
export const lowStockThreshold = z
  .number({ error: 'lowStockInvalid' })
  .int('lowStockInvalid')
  .min(0, 'lowStockInvalid')
  .max(MAX_LOW_STOCK_THRESHOLD, 'lowStockInvalid');

/** The largest stock and minimum order quantity a product may have. */
export const MAX_STOCK = 10_000_000;
const MAX_MIN_ORDER_QUANTITY = 100_000;

/**
 * Decision 061: a write whose prices break their order (a SHOP, BAR or customer price above the
 * public price, a public price below the wholesale price) is refused (400, the limit named) unless
 * it carries `confirm_price_limits: true`; a confirmed breach is written into the audit log.
 */
const confirmPriceLimits = z.boolean().optional();

/** A price in euros: a number of at least 0 (two decimals are kept, cents inside the program). */
export const euroAmount = z.number({ error: 'priceInvalid' }).finite('priceInvalid').min(0, 'priceInvalid').max(MAX_PRICE_EUROS, 'priceTooHigh');

/**
 * A price a product is sold at (retail, wholesale, public, SHOP and BAR): more than 0, since a price
 * of 0 would show and sell the product for nothing; at most 100 000 €, said as such.
 */
export const positiveEuroAmount = (missing: 'priceRequired' | 'priceInvalid' = 'priceInvalid') =>
  z.number({ error: missing }).finite('priceInvalid').gt(0, 'pricePositive').max(MAX_PRICE_EUROS, 'priceTooHigh');

/** Stock: a whole number from 0 to 10 000 000. */
const stockAmount = z.number({ error: 'stockInvalid' }).int('stockInvalid').min(0, 'stockInvalid').max(MAX_STOCK, 'stockTooHigh');

const required = requiredLine;

/** Images are files this shop served itself, never an arbitrary (javascript:, data:) address. */
const imageUrlSchema = z
  .string()
  .regex(/^\/uploads\/[A-Za-z0-9/_.-]+$/, 'imageUrlInvalid')
  .nullable()
  .optional();

/** POST /api/products and PUT /api/products/:id. */
export const productInputSchema = z.object({
  brand: required('brandRequired', 100),
  name: required('nameRequired', 200),
  flavor: required('flavorRequired', 200),
  weight: required('weightRequired', 50),
  category: optionalLine(100),
  description: optionalLines(5000),
  sku: z
    .string()
    .trim()
    .max(64, 'tooLong')
    .regex(/^[A-Za-z0-9._-]*$/, 'skuInvalid')
    .nullable()
    .optional(),
  price: positiveEuroAmount('priceRequired'),
  wholesale_price: positiveEuroAmount().nullable().optional(),
  price_excl_vat_excise: positiveEuroAmount().nullable().optional(),
  stock: stockAmount.default(0),
  min_order_quantity: z
    .number({ error: 'minOrderInvalid' })
    .int('minOrderInvalid')
    .min(1, 'minOrderInvalid')
    .max(MAX_MIN_ORDER_QUANTITY, 'minOrderTooHigh')
    .default(1),
  image_url: imageUrlSchema,
  is_active: z.boolean().default(true),
  /** Null uses the shop's low_stock_default; left out, a PUT keeps the stored one. */
  low_stock_threshold: lowStockThreshold.nullable().optional(),
  /** PUT only: the product's version the form was opened at (decision 016). */
  version: versionField,
  confirm_price_limits: confirmPriceLimits,
});
export type ProductInput = z.infer<typeof productInputSchema>;
export type ProductFormValues = z.input<typeof productInputSchema>;

/**
 * One product as the API shows it. The server decides the view: visitors get the public price only
 * (no stock, SKU, minimum or wholesale fields), customers their own price with stock, SKU and
 * minimum, administrators everything. Fields a view leaves out are absent, not null.
 */
export const productViewSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  brand: z.string(),
  name: z.string(),
  flavor: z.string(),
  weight: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  price: z.number(),
  price_excl_vat_excise: z.number().nullable(),
  display_price: z.number(),
  price_level: z.enum(['custom', 'user_type', 'wholesale', 'retail', 'price_excl_vat']),
  // customers and administrators
  sku: z.string().optional(),
  stock: z.number().int().optional(),
  in_stock: z.boolean().optional(),
  min_order_quantity: z.number().int().optional(),
  effective_price: z.number().optional(),
  price_source: z.string().optional(),
  /** The customer type (SHOP/BAR) whose price applies, when `price_level` is `user_type` (decision 030: screens read codes, not `price_source`). */
  price_user_type: z.enum(USER_TYPES).optional(),
  original_wholesale_price: z.number().optional(),
  // administrators
  wholesale_price: z.number().optional(),
  is_active: z.boolean().optional(),
  version: z.number().int().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  /** The product's own low-stock threshold, null for the shop default. */
  low_stock_threshold: z.number().int().nullable().optional(),
  /** Signed-in customers: the product is among their own marked products ("My products"); last, as toProductView writes it. */
  is_favourite: z.boolean().optional(),
});
export type ProductView = z.infer<typeof productViewSchema>;

/** The most products one answer of GET /api/products holds, and what it holds without `limit`. */
export const PRODUCTS_MAX_LIMIT = 1000;

export const productListQuerySchema = z.object({
  brand: z.string().trim().max(100).optional(),
  /** Name, brand, flavour or SKU, ignoring case and accents ("zalia" finds "Žalia"). */
  search: z.string().trim().max(200).optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
  /** One weight exactly as the products carry it ("50g"), from GET /api/products/weights/list. */
  weight: z.string().trim().max(50).optional(),
  /** Signed-in customers: only their own marked products. */
  favourites: z.stringbool().optional(),
  /** At most 1,000 ("products load limit 1000"); 1,000 when absent (decision 076). */
  limit: z.coerce.number().int().min(1).max(PRODUCTS_MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
  // the web app's cache-busting timestamp
  t: z.string().max(30).optional(),
  _: z.string().max(30).optional(),
});

/** PUT /api/products/bulk-price: blank clears the public price (null); a price is more than 0. */
export const bulkPublicPriceSchema = z.object({
  updates: z
    .array(z.object({ id: z.number().int().positive(), price_excl_vat_excise: positiveEuroAmount().nullable(), version: versionField }))
    .min(1)
    .max(MAX_BULK_ITEMS),
  confirm_price_limits: confirmPriceLimits,
});

/** PUT /api/products/bulk-stock. */
export const bulkStockSchema = z.object({
  updates: z
    .array(
      z.object({
        id: z.number().int().positive(),
        stock: stockAmount,
        version: versionField,
      }),
    )
    .min(1)
    .max(MAX_BULK_ITEMS),
});

/** A price in a bulk pricing save: 0, null or empty deletes the stored price. */
const bulkPrice = z.union([euroAmount, z.null(), z.literal('')]);

export const customerPricesBulkSchema = z.object({
  prices: z
    .array(z.object({ productId: z.number().int().positive(), price: bulkPrice, version: versionField }))
    .min(1)
    .max(MAX_BULK_ITEMS),
  confirm_price_limits: confirmPriceLimits,
});

export const userTypePricesBulkSchema = z.object({
  updates: z
    .array(z.object({ productId: z.number().int().positive(), userType: z.enum(USER_TYPES), price: bulkPrice, version: versionField }))
    .min(1)
    .max(MAX_BULK_ITEMS),
  confirm_price_limits: confirmPriceLimits,
});

/** Stored prices carry their version: a bulk save may send it per price (0: "none was set"). */
export const customerPriceSchema = z.object({ product_id: z.number().int(), price: z.number(), version: z.number().int() });
export const userTypePriceSchema = z.object({
  user_type: z.enum(USER_TYPES),
  product_id: z.number().int(),
  price: z.number(),
  version: z.number().int(),
});

/** Text the URL of a product is made of: brand, name and weight (spec: slug unique, from these). */
export function slugify(...parts: string[]): string {
  return (
    foldText(parts.join(' '))
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 180) || 'product'
  );
}

import { centsToEuros, decimalComma, lithuanianDate, PRODUCT_CSV_COLUMNS, type ProductCsvColumn, toCsv, type UserType } from '@shop/domain';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { DB } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { storedUserTypePrices } from '../pricing/index.ts';
import { listProducts, type ProductBaseRow } from './catalog.repository.ts';

/**
 * The products CSV (decision 046): every product with its stock and every price, as the
 * import reads it back. UTF-8 with a byte order mark, `;` between fields, a decimal comma and CRLF
 * (what a Lithuanian Excel opens by a double click, as the price list), English column names that
 * never change with the reader's language.
 */

/** A product's SHOP and BAR prices in cents, null where none is set. */
export type TypeCents = Record<UserType, number | null>;
export const NO_TYPE_PRICES: TypeCents = { SHOP: null, BAR: null };

/** A product's SHOP and BAR prices with the versions of their rows (0: none set). */
export interface TypePrices {
  cents: TypeCents;
  versions: Record<UserType, number>;
}
export const NO_PRICES: TypePrices = { cents: NO_TYPE_PRICES, versions: { SHOP: 0, BAR: 0 } };

/** The columns that hold a product's values: all the export writes but the SKU and the version. */
export type ValueColumn = Exclude<(typeof PRODUCT_CSV_COLUMNS)[number], 'sku' | 'version'>;

/** A product as the CSV's columns tell it (euros, booleans, whole numbers), its SKU and version aside. */
export type CsvProduct = Record<ValueColumn, string | number | boolean | null>;

/**
 * The row's version token (decision 060): the product's version and its SHOP and BAR prices'
 * (`41_2_0`). Any write of the product (a sale included) or of those prices moves it on.
 */
export const versionToken = (productVersion: number, prices: TypePrices) => `${productVersion}_${prices.versions.SHOP}_${prices.versions.BAR}`;

type ProductFields = Pick<
  ProductBaseRow,
  | 'brand'
  | 'name'
  | 'flavor'
  | 'weight'
  | 'category'
  | 'price_cents'
  | 'wholesale_price_cents'
  | 'price_excl_vat_excise_cents'
  | 'stock'
  | 'min_order_quantity'
  | 'is_active'
> & { low_stock_threshold?: number | null | undefined };

const euros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));

/** The columns' values of a product row (stored, or as an import would write it) and its SHOP and BAR prices. */
export function csvProductOf(product: ProductFields, types: TypeCents): CsvProduct {
  return {
    brand: product.brand,
    name: product.name,
    flavor: product.flavor,
    weight: product.weight,
    category: product.category,
    price: centsToEuros(product.price_cents),
    wholesale_price: centsToEuros(product.wholesale_price_cents),
    price_excl_vat_excise: euros(product.price_excl_vat_excise_cents),
    shop_price: euros(types.SHOP),
    bar_price: euros(types.BAR),
    stock: product.stock,
    min_order_quantity: product.min_order_quantity,
    is_active: Boolean(product.is_active),
    low_stock_threshold: product.low_stock_threshold ?? null,
  };
}

/** product id → its SHOP and BAR prices in cents with their versions: of some products, or of all. */
export async function typePricesOf(db: Kysely<DB> | Tx, productIds?: number[]): Promise<Map<number, TypePrices>> {
  const prices = new Map<number, TypePrices>();
  for (const price of await storedUserTypePrices(db, productIds)) {
    const known = prices.get(price.product_id) ?? NO_PRICES;
    prices.set(price.product_id, {
      cents: { ...known.cents, [price.user_type]: price.price_cents },
      versions: { ...known.versions, [price.user_type]: price.version },
    });
  }
  return prices;
}

const WHOLE_NUMBERS: ReadonlySet<ProductCsvColumn> = new Set(['stock', 'min_order_quantity', 'low_stock_threshold']);

/** A value as a cell: amounts with two decimals and a decimal comma, none as an empty cell. */
function cellOf(column: ProductCsvColumn, value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return WHOLE_NUMBERS.has(column) ? String(value) : decimalComma(value);
  return value;
}

interface ProductsCsvFile {
  filename: string;
  body: Buffer;
}

/** `products-2026-11-27.csv`: every product, active or not, by brand, name and weight, each with its version token. */
export async function productsCsv(ctx: AppContext): Promise<ProductsCsvFile> {
  const rows = await listProducts(ctx.db, { includeInactive: true }, false);
  const prices = await typePricesOf(ctx.db);
  const lines = rows.map((row) => {
    const stored = prices.get(row.id) ?? NO_PRICES;
    const values: Record<(typeof PRODUCT_CSV_COLUMNS)[number], string | number | boolean | null> = {
      sku: row.sku,
      ...csvProductOf(row, stored.cents),
      version: versionToken(row.version, stored),
    };
    return PRODUCT_CSV_COLUMNS.map((column) => cellOf(column, values[column]));
  });
  return {
    filename: `products-${lithuanianDate(ctx.now())}.csv`,
    body: Buffer.from(toCsv([[...PRODUCT_CSV_COLUMNS], ...lines]), 'utf8'),
  };
}

import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProductAnswer,
  type AdminProductView,
  type AdminProductFacetsAnswer,
  type AdminProductListQuery,
  type AdminProductsAnswer,
  type AdminProductsByIdsAnswer,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { getSettings } from '../settings/index.ts';
import { countUpTo, paginationOf } from '../../db/bounded-count.ts';
import { fail } from '../../http/app-error.ts';
import { listFacets, listProducts, matchingProducts, productRows, type ProductBaseRow, type ProductQuery } from './catalog.repository.ts';
import { toProductView } from './catalog.reader.ts';

/** What the role may read of a product's prices: all of them, or none (a role without `prices.manage`, decision 099). */
type PricesShown = boolean;

/** A product as the administrators' screens read it; without prices for a role that may not see them. */
function adminProductView(row: ProductBaseRow, pricesShown: PricesShown): AdminProductView {
  const view = toProductView(row, { kind: 'admin' });
  if (pricesShown) return view;
  const { effective_price: _e, original_wholesale_price: _o, wholesale_price: _w, price_source: _s, price_user_type: _u, ...rest } = view;
  return { ...rest, price: null, display_price: null, price_excl_vat_excise: null };
}

/**
 * GET /api/products/admin/all: every product, inactive ones too, searched (name, brand,
 * flavour, SKU; accents and case ignored) and filtered by brand, category, wholesale price, active and
 * stock, always one page (decision 076): `page` of `limit`, or from `offset`. Read from SQL every time:
 * administrators are few, and their filters many.
 */
export async function adminProductList(ctx: AppContext, query: AdminProductListQuery, pricesShown: PricesShown): Promise<AdminProductsAnswer> {
  const { page: asked, limit = ADMIN_PRODUCTS_PAGE_SIZE, offset, t: _stamp, _: _busting, ...filters } = query;
  const start = asked === undefined && offset !== undefined ? offset : ((asked ?? 1) - 1) * limit;
  const page = asked ?? Math.floor(start / limit) + 1;
  const lowStockDefault = filters.stock === 'low' ? (await getSettings(ctx)).low_stock_default : undefined;
  const productQuery: ProductQuery = { ...filters, includeInactive: true, limit, offset: start, lowStockDefault };
  // A page's count stops at the cap (decision 066).
  const [rows, count] = await Promise.all([
    listProducts(ctx.reads, productQuery, false),
    countUpTo(ctx.reads, matchingProducts(ctx.reads, productQuery)),
  ]);
  const pagination = paginationOf(page, limit, count);
  return { success: true, products: rows.map((row) => adminProductView(row, pricesShown)), total: pagination.total, pagination };
}

/** GET /api/products/admin/facets: the brands and categories the administrators' filters offer, kept until the catalogue changes. */
export async function adminProductFacets(ctx: AppContext): Promise<AdminProductFacetsAnswer> {
  const version = ctx.catalogCache.version('catalogue');
  return { success: true, ...(await ctx.catalogCache.remember('catalogue', version, 'admin-facets', () => listFacets(ctx.reads))) };
}

/**
 * GET /api/products/admin/by-ids: the products of at most 200 ids as they are now, inactive ones too,
 * in id order; an id of no product is left out. The bulk pages re-read what was typed into after a
 * refused save (decision 076), whichever page those rows were on.
 */
export async function adminProductsByIds(ctx: AppContext, ids: readonly number[], pricesShown: PricesShown): Promise<AdminProductsByIdsAnswer> {
  const rows = await productRows(ctx.reads, [...ids]);
  return { success: true, products: rows.map((row) => adminProductView(row, pricesShown)) };
}

/** GET /api/products/admin/:id: one product, inactive ones too, as the product screen reads it (decision 099). */
export async function adminProduct(ctx: AppContext, id: number, pricesShown: PricesShown): Promise<AdminProductAnswer> {
  const [row] = await productRows(ctx.db, [id]);
  if (!row) throw fail('productNotFound');
  return { success: true, product: adminProductView(row, pricesShown) };
}

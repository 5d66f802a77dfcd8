import { ADMIN_PRODUCTS_PAGE_SIZE, type AdminProductListQuery, type AdminProductsAnswer } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { getSettings } from '../settings/settings.service.ts';
import { countUpTo, paginationOf } from '../../db/bounded-count.ts';
import { listProducts, matchingProducts, type ProductQuery } from './catalog.repository.ts';
import { toProductView } from './catalog.reader.ts';

/**
 * GET /api/products/admin/all (issue 17): every product, inactive ones too, searched (name, brand,
 * flavour, SKU; accents and case ignored) and filtered by brand, active and stock, one page at a time
 * when `page` is asked. Read from SQL every time: administrators are few, and their filters many.
 */
export async function adminProductList(ctx: AppContext, query: AdminProductListQuery): Promise<AdminProductsAnswer> {
  const { page, limit: asked, offset, t: _stamp, _: _busting, ...filters } = query;
  const limit = page === undefined ? asked : (asked ?? ADMIN_PRODUCTS_PAGE_SIZE);
  const start = page === undefined ? (offset ?? 0) : (page - 1) * (limit ?? ADMIN_PRODUCTS_PAGE_SIZE);
  const lowStockDefault = filters.stock === 'low' ? (await getSettings(ctx)).low_stock_default : undefined;
  const productQuery: ProductQuery = { ...filters, includeInactive: true, limit, offset: start, lowStockDefault };
  // Without a limit the whole list is one page, and its rows are its count; a page's count stops at the cap (decision 066).
  const [rows, count] = await Promise.all([
    listProducts(ctx.reads, productQuery, false),
    limit === undefined ? undefined : countUpTo(ctx.reads, matchingProducts(ctx.reads, productQuery)),
  ]);
  const size = limit ?? Math.max(rows.length + start, 1);
  const pagination = paginationOf(page ?? Math.floor(start / size) + 1, size, count ?? { total: rows.length + start, capped: false });
  return { success: true, products: rows.map((row) => toProductView(row, { kind: 'admin' })), total: pagination.total, pagination };
}

import { ADMIN_PRODUCTS_PAGE_SIZE, type AdminProductListQuery, type AdminProductsAnswer } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { getSettings } from '../settings/settings.service.ts';
import { countProducts, listProducts, type ProductQuery } from './catalog.repository.ts';
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
  const [rows, total] = await Promise.all([listProducts(ctx.db, productQuery, false), countProducts(ctx.db, productQuery)]);
  // Without a limit the whole list is one page.
  const size = limit ?? Math.max(total, 1);
  return {
    success: true,
    products: rows.map((row) => toProductView(row, { kind: 'admin' })),
    total,
    pagination: { page: page ?? Math.floor(start / size) + 1, limit: size, total, pages: Math.max(1, Math.ceil(total / size)) },
  };
}

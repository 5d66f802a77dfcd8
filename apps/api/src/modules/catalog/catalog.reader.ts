import { centsToEuros, resolveCustomerPrice, resolvePublicPrice, type ProductView } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError, fail } from '../../http/app-error.ts';
import { getSettings } from '../settings/settings.service.ts';
import {
  countProducts,
  customPrices,
  findProduct,
  listBrands,
  listProducts,
  userTypePrices,
  type ProductBaseRow,
  type ProductQuery,
  type Viewer,
} from './catalog.repository.ts';

/**
 * The one catalogue reader, for both engines (decision 022): every answer comes from SQL, and what
 * SQL answered is kept in the catalogue cache under the catalogue's version, with the serialised
 * answers built from it. With no version (PostgreSQL while the listener is down) the same code reads
 * the database every time.
 */

export const CATALOG_MESSAGES = {
  deleted: 'Product deleted',
  deactivated: 'The product has been ordered before, so it was deactivated instead of deleted.',
} as const;

/** A customer's own prices: product id → cents, per user type and per customer. */
export interface ViewerPrices {
  userType?: Map<number, number> | undefined;
  custom?: Map<number, number> | undefined;
}

const NO_PRICES: ViewerPrices = {};

/** The one place that decides what a viewer may see of a product. */
export function toProductView(row: ProductBaseRow, viewer: Viewer, prices: ViewerPrices = NO_PRICES): ProductView {
  const common = {
    id: row.id,
    slug: row.slug,
    brand: row.brand,
    name: row.name,
    flavor: row.flavor,
    weight: row.weight,
    category: row.category,
    description: row.description,
    image_url: row.image_url,
    price: centsToEuros(row.price_cents),
    price_excl_vat_excise: row.price_excl_vat_excise_cents === null ? null : centsToEuros(row.price_excl_vat_excise_cents),
  };
  if (viewer.kind === 'visitor') {
    const publicPrice = resolvePublicPrice({ priceExclVatExciseCents: row.price_excl_vat_excise_cents, retailCents: row.price_cents });
    return { ...common, display_price: centsToEuros(publicPrice.cents), price_level: publicPrice.level };
  }
  const resolved =
    viewer.kind === 'customer'
      ? resolveCustomerPrice({
          wholesaleCents: row.wholesale_price_cents,
          userType: viewer.userType,
          userTypeCents: prices.userType?.get(row.id) ?? null,
          customCents: prices.custom?.get(row.id) ?? null,
        })
      : { cents: row.wholesale_price_cents, level: 'wholesale' as const, source: 'Wholesale price' };
  const view: ProductView = {
    ...common,
    display_price: centsToEuros(resolved.cents),
    price_level: resolved.level,
    sku: row.sku,
    stock: row.stock,
    in_stock: row.stock > 0,
    min_order_quantity: row.min_order_quantity,
    effective_price: centsToEuros(resolved.cents),
    price_source: resolved.source,
    ...(resolved.userType ? { price_user_type: resolved.userType } : {}),
    original_wholesale_price: centsToEuros(row.wholesale_price_cents),
  };
  if (viewer.kind === 'admin') {
    Object.assign(view, {
      wholesale_price: centsToEuros(row.wholesale_price_cents),
      is_active: Boolean(row.is_active),
      version: row.version,
      created_at: row.created_at,
      updated_at: row.updated_at,
    });
  }
  return view;
}

type Version = string | null;

const remember = <T>(ctx: AppContext, version: Version, key: string, load: () => Promise<T>) =>
  ctx.catalogCache.remember('catalogue', version, key, load);

async function assertVisible(ctx: AppContext, version: Version, viewer: Viewer): Promise<void> {
  if (viewer.kind !== 'visitor') return;
  const settings = await remember(ctx, version, 'settings', () => getSettings(ctx));
  if (!settings.catalogue_visible_to_visitors) throw fail('catalogueHidden');
}

async function pricesOf(ctx: AppContext, version: Version, viewer: Viewer): Promise<ViewerPrices> {
  if (viewer.kind !== 'customer') return NO_PRICES;
  const { userType, userId } = viewer;
  const [typePrices, custom] = await Promise.all([
    userType === null ? undefined : remember(ctx, version, `type-prices:${userType}`, () => userTypePrices(ctx.db, userType)),
    remember(ctx, version, `custom-prices:${userId}`, () => customPrices(ctx.db, userId)),
  ]);
  return { userType: typePrices, custom };
}

const queryKey = (q: ProductQuery) =>
  JSON.stringify([q.brand ?? null, q.search ?? null, q.sort ?? null, q.limit ?? null, q.offset ?? null, Boolean(q.includeInactive)]);
const viewerKey = (viewer: Viewer) => (viewer.kind === 'customer' ? `c${viewer.userId}:${viewer.userType ?? ''}` : viewer.kind);

/** A page of rows and the total of all matches (counted only when the page does not tell it). */
function pageOf(ctx: AppContext, version: Version, query: ProductQuery, inStockFirst: boolean): Promise<{ rows: ProductBaseRow[]; total: number }> {
  return remember(ctx, version, `page:${inStockFirst ? 1 : 0}:${queryKey(query)}`, async () => {
    const rows = await listProducts(ctx.db, query, inStockFirst);
    const offset = query.offset ?? 0;
    const paged = query.limit !== undefined || query.offset !== undefined;
    const whole = !paged || (rows.length < (query.limit ?? Infinity) && offset === 0);
    return { rows, total: whole ? rows.length + offset : await countProducts(ctx.db, query) };
  });
}

function productOf(ctx: AppContext, version: Version, by: { id: number } | { slug: string }): Promise<ProductBaseRow | undefined> {
  return remember(ctx, version, 'id' in by ? `product:#${by.id}` : `product:${by.slug}`, () => findProduct(ctx.db, by));
}

/**
 * `{success, products, total}` as JSON (UTF-8 bytes when kept). The key order of toProductView is
 * the order of productViewSchema, so JSON.stringify writes what the zod serializer would (a test
 * compares the two); it is ~2.5 times faster and lets whole answers be kept (decision 006).
 */
export async function listBody(ctx: AppContext, viewer: Viewer, query: ProductQuery): Promise<string | Buffer> {
  const version = ctx.catalogCache.version('catalogue');
  const key = `list:${viewerKey(viewer)}:${queryKey(query)}`;
  const kept = ctx.catalogCache.body('catalogue', version, key);
  if (kept !== undefined) return kept;
  await assertVisible(ctx, version, viewer);
  const [page, prices] = await Promise.all([pageOf(ctx, version, query, viewer.kind === 'customer'), pricesOf(ctx, version, viewer)]);
  const products = page.rows.map((row) => toProductView(row, viewer, prices));
  return ctx.catalogCache.keepBody('catalogue', version, key, JSON.stringify({ success: true, products, total: page.total }));
}

/** One product as the viewer sees it; inactive ones only for the administrator. */
export async function get(
  ctx: AppContext,
  viewer: Viewer,
  by: { id: number } | { slug: string },
  version: Version = ctx.catalogCache.version('catalogue'),
): Promise<ProductView> {
  await assertVisible(ctx, version, viewer);
  const [row, prices] = await Promise.all([productOf(ctx, version, by), pricesOf(ctx, version, viewer)]);
  if (!row || (viewer.kind !== 'admin' && !row.is_active)) throw fail('productNotFound');
  return toProductView(row, viewer, prices);
}

/** `{success, product}` as JSON, kept like listBody. */
export async function getBody(ctx: AppContext, viewer: Viewer, by: { id: number } | { slug: string }): Promise<string | Buffer> {
  const version = ctx.catalogCache.version('catalogue');
  const key = `get:${viewerKey(viewer)}:${'id' in by ? `#${by.id}` : by.slug}`;
  const kept = ctx.catalogCache.body('catalogue', version, key);
  if (kept !== undefined) return kept;
  const product = await get(ctx, viewer, by, version);
  return ctx.catalogCache.keepBody('catalogue', version, key, JSON.stringify({ success: true, product }));
}

/** Brands of active products; none for visitors while the catalogue is hidden from them. */
export async function brands(ctx: AppContext, viewer: Viewer): Promise<string[]> {
  const version = ctx.catalogCache.version('catalogue');
  try {
    await assertVisible(ctx, version, viewer);
  } catch (error) {
    if (error instanceof AppError && error.code === 'CATALOGUE_HIDDEN') return [];
    throw error;
  }
  return remember(ctx, version, 'brands', () => listBrands(ctx.db));
}

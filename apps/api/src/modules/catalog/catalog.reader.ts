import { centsToEuros, compareWeights, PRODUCTS_MAX_LIMIT, resolveCustomerPrice, resolvePublicPrice, type ProductView } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError, fail } from '../../http/app-error.ts';
import { getSettings } from '../settings/index.ts';
import {
  countProducts,
  customPrices,
  findProduct,
  listBrands,
  listProducts,
  listWeights,
  userTypePrices,
  type ProductBaseRow,
  type ProductQuery,
  type Viewer,
} from './catalog.repository.ts';
import { assertMayHaveFavourites, favouritesOf, type Marks } from './favourites.service.ts';

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
interface ViewerPrices {
  userType?: Map<number, number> | undefined;
  custom?: Map<number, number> | undefined;
}

const NO_PRICES: ViewerPrices = {};

/** The price a customer (own tiers) or an administrator (wholesale) sees of a product. */
function loggedInPrice(row: ProductBaseRow, viewer: Exclude<Viewer, { kind: 'visitor' }>, prices: ViewerPrices) {
  return viewer.kind === 'customer'
    ? resolveCustomerPrice({
        wholesaleCents: row.wholesale_price_cents,
        userType: viewer.userType,
        userTypeCents: prices.userType?.get(row.id) ?? null,
        customCents: prices.custom?.get(row.id) ?? null,
      })
    : { cents: row.wholesale_price_cents, level: 'wholesale' as const, source: 'Wholesale price', userType: undefined };
}

const publicPrice = (row: ProductBaseRow) =>
  resolvePublicPrice({ priceExclVatExciseCents: row.price_excl_vat_excise_cents, retailCents: row.price_cents });

/**
 * The one place that decides what a viewer may see of a product. `favourites`: the signed-in
 * customer's marked products (kept per customer, never with the shared rows).
 */
export function toProductView(row: ProductBaseRow, viewer: Viewer, prices: ViewerPrices = NO_PRICES, favourites?: ReadonlySet<number>): ProductView {
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
    const shown = publicPrice(row);
    return { ...common, display_price: centsToEuros(shown.cents), price_level: shown.level };
  }
  const resolved = loggedInPrice(row, viewer, prices);
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
      low_stock_threshold: row.low_stock_threshold,
    });
  }
  // Last, as in productViewSchema, so the kept JSON is what the schema's serializer writes.
  if (viewer.kind === 'customer' && favourites) view.is_favourite = favourites.has(row.id);
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
  JSON.stringify([
    q.brand ?? null,
    q.search ?? null,
    q.sort ?? null,
    q.limit ?? null,
    q.offset ?? null,
    Boolean(q.includeInactive),
    q.weight ?? null,
    q.favouritesOf ?? null,
  ]);
/**
 * A customer's kept answers are theirs alone: keyed by the customer and by a digest of its marks as
 * they are now, so a star set or cleared gives a new key at once.
 */
function viewerKey(viewer: Viewer, marks: Marks | null = null): string {
  if (viewer.kind !== 'customer') return viewer.kind;
  return `c${viewer.userId}:${viewer.userType ?? ''}${marks?.digest ? `:f${marks.digest}` : ''}`;
}

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

const PRICE_SORTS: ReadonlySet<string> = new Set(['price_asc', 'price_desc']);

/**
 * The page a viewer sees. Sorting by price sorts by the price each viewer is shown (the public price
 * for visitors, their own tier for customers), not by the stored retail price: the matching rows
 * (kept, shared) are ordered in memory. Administrators keep the SQL order of the retail price.
 */
async function viewerPage(
  ctx: AppContext,
  version: Version,
  viewer: Viewer,
  query: ProductQuery,
  viewerPrices: Promise<ViewerPrices>,
): Promise<{ rows: ProductBaseRow[]; total: number }> {
  const inStockFirst = viewer.kind === 'customer';
  if (viewer.kind === 'admin' || !query.sort || !PRICE_SORTS.has(query.sort)) return pageOf(ctx, version, query, inStockFirst);
  const [all, prices] = await Promise.all([
    pageOf(ctx, version, { ...query, sort: undefined, limit: undefined, offset: undefined }, inStockFirst),
    viewerPrices,
  ]);
  const cents = new Map(
    all.rows.map((row) => [row.id, viewer.kind === 'visitor' ? publicPrice(row).cents : loggedInPrice(row, viewer, prices).cents]),
  );
  const direction = query.sort === 'price_desc' ? -1 : 1;
  const sorted = all.rows.toSorted(
    (a, b) => (inStockFirst ? Number(a.stock <= 0) - Number(b.stock <= 0) : 0) || direction * (cents.get(a.id)! - cents.get(b.id)!) || a.id - b.id,
  );
  const offset = query.offset ?? 0;
  return { rows: sorted.slice(offset, query.limit === undefined ? undefined : offset + query.limit), total: all.total };
}

function productOf(ctx: AppContext, version: Version, by: { id: number } | { slug: string }): Promise<ProductBaseRow | undefined> {
  return remember(ctx, version, 'id' in by ? `product:#${by.id}` : `product:${by.slug}`, () => findProduct(ctx.db, by));
}

/**
 * `{success, products, total}` as JSON (UTF-8 bytes when kept). The key order of toProductView is
 * the order of productViewSchema, so JSON.stringify writes what the zod serializer would (a test
 * compares the two); it is ~2.5 times faster and lets whole answers be kept (decision 006).
 */
export async function listBody(
  ctx: AppContext,
  viewer: Viewer,
  { favourites: onlyFavourites, ...filters }: ProductQuery & { favourites?: boolean | undefined },
): Promise<string | Buffer> {
  if (onlyFavourites) assertMayHaveFavourites(viewer);
  const marks = await favouritesOf(ctx, viewer);
  // Never more than PRODUCTS_MAX_LIMIT rows, also without `limit` (decision 076).
  const bounded: ProductQuery = { ...filters, limit: filters.limit ?? PRODUCTS_MAX_LIMIT };
  const query: ProductQuery = onlyFavourites && viewer.kind === 'customer' ? { ...bounded, favouritesOf: viewer.userId } : bounded;
  // A page of one customer's marked products is read from SQL every time: it is theirs alone.
  const version = query.favouritesOf === undefined ? ctx.catalogCache.version('catalogue') : null;
  const key = `list:${viewerKey(viewer, marks)}:${queryKey(query)}`;
  const kept = ctx.catalogCache.body('catalogue', version, key);
  if (kept !== undefined) return kept;
  await assertVisible(ctx, version, viewer);
  const viewerPrices = pricesOf(ctx, version, viewer);
  const [page, prices] = await Promise.all([viewerPage(ctx, version, viewer, query, viewerPrices), viewerPrices]);
  const products = page.rows.map((row) => toProductView(row, viewer, prices, marks?.ids));
  return ctx.catalogCache.keepBody('catalogue', version, key, JSON.stringify({ success: true, products, total: page.total }));
}

/** One product as the viewer sees it; inactive ones only for the administrator. */
export async function get(
  ctx: AppContext,
  viewer: Viewer,
  by: { id: number } | { slug: string },
  version: Version = ctx.catalogCache.version('catalogue'),
  favourites?: ReadonlySet<number>,
): Promise<ProductView> {
  await assertVisible(ctx, version, viewer);
  const [row, prices] = await Promise.all([productOf(ctx, version, by), pricesOf(ctx, version, viewer)]);
  if (!row || (viewer.kind !== 'admin' && !row.is_active)) throw fail('productNotFound');
  return toProductView(row, viewer, prices, favourites);
}

/** `{success, product}` as JSON, kept like listBody. */
export async function getBody(ctx: AppContext, viewer: Viewer, by: { id: number } | { slug: string }): Promise<string | Buffer> {
  const version = ctx.catalogCache.version('catalogue');
  const marks = await favouritesOf(ctx, viewer);
  const key = `get:${viewerKey(viewer, marks)}:${'id' in by ? `#${by.id}` : by.slug}`;
  const kept = ctx.catalogCache.body('catalogue', version, key);
  if (kept !== undefined) return kept;
  const product = await get(ctx, viewer, by, version, marks?.ids);
  return ctx.catalogCache.keepBody('catalogue', version, key, JSON.stringify({ success: true, product }));
}

/** What `load` answers, or `hidden` to a visitor while the catalogue is hidden from visitors. */
async function unlessHidden<T>(ctx: AppContext, version: Version, viewer: Viewer, hidden: T, load: () => Promise<T>): Promise<T> {
  try {
    await assertVisible(ctx, version, viewer);
  } catch (error) {
    if (error instanceof AppError && error.code === 'CATALOGUE_HIDDEN') return hidden;
    throw error;
  }
  return load();
}

/** Brands of active products; none for visitors while the catalogue is hidden from them. */
export async function brands(ctx: AppContext, viewer: Viewer): Promise<string[]> {
  const version = ctx.catalogCache.version('catalogue');
  return unlessHidden(ctx, version, viewer, [], () => remember(ctx, version, 'brands', () => listBrands(ctx.db)));
}

/** Weights of active products, lightest first; none for visitors while the catalogue is hidden from them. */
export async function weights(ctx: AppContext, viewer: Viewer): Promise<string[]> {
  const version = ctx.catalogCache.version('catalogue');
  return unlessHidden(ctx, version, viewer, [], () =>
    remember(ctx, version, 'weights', async () => (await listWeights(ctx.db)).toSorted(compareWeights)),
  );
}

import { randomBytes } from 'node:crypto';
import {
  centsToEuros,
  defaultWholesaleCents,
  eurosToCents,
  resolveCustomerPrice,
  resolvePublicPrice,
  slugify,
  type ProductInput,
  type ProductView,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import type { Kysely, UpdateObject } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';
import { foldForSearch } from '../../db/search-text.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { AppError, assertVersion } from '../../http/app-error.ts';
import { nowIso } from '../../lib/clock.ts';
import { holdGalleryPhoto } from '../gallery/gallery.service.ts';
import { lockProducts } from '../orders/stock.repository.ts';
import { getSettings } from '../settings/settings.service.ts';
import { queryRows, type CatalogSnapshot, type ProductBaseRow } from './catalog.cache.ts';
import { countProducts, findProduct, listBrands, listProducts, missingProductIds, skuExists, slugExists, wasEverOrdered, type ProductQuery, type ProductRow, type Viewer } from './catalog.repository.ts';

export const CATALOG_MESSAGES = {
  notFound: 'Product not found',
  hidden: 'Please log in to see the catalogue.',
  skuTaken: 'Another product already has this SKU',
  unknownProducts: (ids: number[]) => `Product not found: ${ids.join(', ')}`,
  deleted: 'Product deleted',
  deactivated: 'The product has been ordered before, so it was deactivated instead of deleted.',
} as const;

/** The one place that decides what a viewer may see of a product. */
export function toProductView(row: ProductRow, viewer: Viewer): ProductView {
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
      ? resolveCustomerPrice({ wholesaleCents: row.wholesale_price_cents, userType: viewer.userType, userTypeCents: row.user_type_price_cents, customCents: row.custom_price_cents })
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
    original_wholesale_price: centsToEuros(row.wholesale_price_cents),
  };
  if (viewer.kind === 'admin') {
    Object.assign(view, { wholesale_price: centsToEuros(row.wholesale_price_cents), is_active: Boolean(row.is_active), version: row.version, created_at: row.created_at, updated_at: row.updated_at });
  }
  return view;
}

async function assertVisible(ctx: AppContext, viewer: Viewer): Promise<void> {
  if (viewer.kind === 'visitor' && !(await getSettings(ctx)).catalogue_visible_to_visitors) {
    throw new AppError('CATALOGUE_HIDDEN', CATALOG_MESSAGES.hidden);
  }
}

/** A list of products; `total` counts every match, so a page of them can say "X of Y". */
export async function list(ctx: AppContext, viewer: Viewer, query: ProductQuery): Promise<{ products: ProductView[]; total: number }> {
  await assertVisible(ctx, viewer);
  const rows = await listProducts(ctx.db, viewer, query);
  const paged = query.limit !== undefined || query.offset !== undefined;
  const total = paged && !(rows.length < (query.limit ?? Infinity) && (query.offset ?? 0) === 0) ? await countProducts(ctx.db, query) : rows.length + (query.offset ?? 0);
  return { products: rows.map((row) => toProductView(row, viewer)), total };
}

export async function brands(ctx: AppContext, viewer: Viewer, version: string | null = null): Promise<string[]> {
  if (version !== null) {
    const snapshot = await ctx.catalogCache.snapshot(version);
    return viewer.kind === 'visitor' && !snapshot.visibleToVisitors ? [] : snapshot.brands;
  }
  if (viewer.kind === 'visitor' && !(await getSettings(ctx)).catalogue_visible_to_visitors) return [];
  return listBrands(ctx.db);
}

export async function get(ctx: AppContext, viewer: Viewer, by: { id: number } | { slug: string }): Promise<ProductView> {
  await assertVisible(ctx, viewer);
  const row = await findProduct(ctx.db, viewer, by, viewer.kind === 'admin');
  if (!row) throw new AppError('NOT_FOUND', CATALOG_MESSAGES.notFound);
  return toProductView(row, viewer);
}

// Serialised answers. The key order of toProductView is the order of productViewSchema, so
// JSON.stringify writes what the zod serializer would (catalog.test.ts compares the two); it is ~2.5
// times faster and lets whole bodies be cached (decision 006).

const viewerKey = (viewer: Viewer) => (viewer.kind === 'customer' ? `c${viewer.userId}:${viewer.userType ?? ''}` : viewer.kind);
const queryKey = (q: ProductQuery) => JSON.stringify([q.brand ?? null, q.search ?? null, q.sort ?? null, q.limit ?? null, q.offset ?? null, Boolean(q.includeInactive)]);

/** A customer's prices joined onto cached rows, as the SQL statement would. */
async function pricedRows(ctx: AppContext, version: string, snapshot: CatalogSnapshot, viewer: Viewer, rows: ProductBaseRow[]): Promise<ProductRow[]> {
  if (viewer.kind !== 'customer') return rows.map((row) => ({ ...row, user_type_price_cents: null, custom_price_cents: null }));
  const custom = await ctx.catalogCache.customPrices(version, viewer.userId);
  const typePrices = viewer.userType === null ? undefined : snapshot.userTypePrices.get(viewer.userType);
  return rows.map((row) => ({ ...row, user_type_price_cents: typePrices?.get(row.id) ?? null, custom_price_cents: custom.get(row.id) ?? null }));
}

/** `{success, products, total}` as JSON (text, or UTF-8 bytes when cached): from the cache when `version` is given (SQLite), else from SQL. */
export async function listBody(ctx: AppContext, viewer: Viewer, query: ProductQuery, version: string | null): Promise<string | Buffer> {
  if (version === null) return JSON.stringify({ success: true, ...(await list(ctx, viewer, query)) });
  const key = `list:${viewerKey(viewer)}:${queryKey(query)}`;
  const cached = ctx.catalogCache.body(version, key);
  if (cached !== undefined) return cached;
  const snapshot = await ctx.catalogCache.snapshot(version);
  if (viewer.kind === 'visitor' && !snapshot.visibleToVisitors) throw new AppError('CATALOGUE_HIDDEN', CATALOG_MESSAGES.hidden);
  const { rows, total } = queryRows(snapshot, query, viewer.kind === 'customer');
  const products = (await pricedRows(ctx, version, snapshot, viewer, rows)).map((row) => toProductView(row, viewer));
  return ctx.catalogCache.keepBody(version, key, JSON.stringify({ success: true, products, total }));
}

/** `{success, product}` as JSON text, cached like listBody. */
export async function getBody(ctx: AppContext, viewer: Viewer, by: { id: number } | { slug: string }, version: string | null): Promise<string | Buffer> {
  if (version === null) return JSON.stringify({ success: true, product: await get(ctx, viewer, by) });
  const key = `get:${viewerKey(viewer)}:${'id' in by ? `#${by.id}` : by.slug}`;
  const cached = ctx.catalogCache.body(version, key);
  if (cached !== undefined) return cached;
  const snapshot = await ctx.catalogCache.snapshot(version);
  if (viewer.kind === 'visitor' && !snapshot.visibleToVisitors) throw new AppError('CATALOGUE_HIDDEN', CATALOG_MESSAGES.hidden);
  const row = 'id' in by ? snapshot.byId.get(by.id) : snapshot.bySlug.get(by.slug);
  if (!row || (viewer.kind !== 'admin' && !row.is_active)) throw new AppError('NOT_FOUND', CATALOG_MESSAGES.notFound);
  const [priced] = await pricedRows(ctx, version, snapshot, viewer, [row]);
  return ctx.catalogCache.keepBody(version, key, JSON.stringify({ success: true, product: toProductView(priced!, viewer) }));
}

async function uniqueSlug(ctx: AppContext, input: Pick<ProductInput, 'brand' | 'name' | 'weight'>, exceptId?: number, db: Kysely<DB> | Tx = ctx.db): Promise<string> {
  const base = slugify(input.brand, input.name, input.weight);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await slugExists(db, candidate, exceptId))) return candidate;
  }
}

/** SKU when the administrator leaves it empty: brand, flavour and weight letters plus a random tail (HW-ALF-MIN-50-7F3A). */
async function generatedSku(ctx: AppContext, input: ProductInput): Promise<string> {
  const part = (text: string, length: number) => slugify(text).replace(/-/g, '').toUpperCase().slice(0, length) || 'X';
  for (;;) {
    const sku = `${part(input.brand, 3)}-${part(input.name, 3)}-${part(input.weight, 4)}-${randomBytes(2).toString('hex').toUpperCase()}`;
    if (!(await skuExists(ctx.db, sku))) return sku;
  }
}

function columnsOf(input: ProductInput) {
  const retailCents = eurosToCents(input.price);
  return {
    brand: input.brand,
    name: input.name,
    flavor: input.flavor,
    weight: input.weight,
    category: input.category || null,
    description: input.description || null,
    image_url: input.image_url ?? null,
    stock: input.stock,
    min_order_quantity: input.min_order_quantity,
    price_cents: retailCents,
    wholesale_price_cents: input.wholesale_price == null ? defaultWholesaleCents(retailCents) : eurosToCents(input.wholesale_price),
    price_excl_vat_excise_cents: input.price_excl_vat_excise == null ? null : eurosToCents(input.price_excl_vat_excise),
    is_active: input.is_active,
    search_text: foldForSearch(input.brand, input.name, input.flavor, input.weight, input.sku, input.category),
  };
}

export async function create(ctx: AppContext, input: ProductInput): Promise<ProductView> {
  const sku = input.sku?.trim() ? input.sku.trim() : await generatedSku(ctx, input);
  const columns = columnsOf({ ...input, sku });
  // Two administrators may pick the same SKU or end on the same address at once: the unique
  // indexes decide; a taken SKU is said as such, a taken address is chosen anew.
  for (let attempt = 1; ; attempt++) {
    if (await skuExists(ctx.db, sku)) throw new AppError('CONFLICT', CATALOG_MESSAGES.skuTaken, { sku: CATALOG_MESSAGES.skuTaken });
    const now = nowIso();
    try {
      const slug = await uniqueSlug(ctx, input);
      const row = await inTransaction(ctx, async (trx) => {
        await holdGalleryPhoto(ctx, trx, columns.image_url);
        return trx.insertInto('products').values({ ...columns, sku, slug, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      });
      return get(ctx, { kind: 'admin' }, { id: row.id });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === 3) throw error;
    }
  }
}

/** The product's row, locked: edits, removal and stock moves of one product take turns (decision 016). */
async function lockedProduct(ctx: AppContext, trx: Tx, id: number) {
  const [row] = await lockProducts(trx, ctx.engine, [id]);
  if (!row) throw new AppError('NOT_FOUND', CATALOG_MESSAGES.notFound);
  return row;
}

export async function update(ctx: AppContext, id: number, input: ProductInput): Promise<ProductView> {
  const { version, ...fields } = input;
  await inTransaction(ctx, async (trx) => {
    const existing = await lockedProduct(ctx, trx, id);
    assertVersion(existing, version);
    if ((fields.image_url ?? null) !== existing.image_url) await holdGalleryPhoto(ctx, trx, fields.image_url);
    const sku = fields.sku?.trim() ? fields.sku.trim() : existing.sku;
    if (await skuExists(trx, sku, id)) throw new AppError('CONFLICT', CATALOG_MESSAGES.skuTaken, { sku: CATALOG_MESSAGES.skuTaken });
    const slug = existing.brand === fields.brand && existing.name === fields.name && existing.weight === fields.weight ? existing.slug : await uniqueSlug(ctx, fields, id, trx);
    await trx
      .updateTable('products')
      .set((eb) => ({ ...columnsOf({ ...fields, sku }), sku, slug, version: eb('version', '+', 1), updated_at: nowIso() }))
      .where('id', '=', id)
      .execute();
  });
  return get(ctx, { kind: 'admin' }, { id });
}

/** A product that was ever ordered is deactivated (order lines keep pointing at it), otherwise deleted. */
export async function remove(ctx: AppContext, id: number): Promise<{ deleted: boolean; deactivated: boolean; message: string }> {
  return inTransaction(ctx, async (trx) => {
    await lockedProduct(ctx, trx, id);
    if (await wasEverOrdered(trx, id)) {
      await trx.updateTable('products').set((eb) => ({ is_active: false, version: eb('version', '+', 1), updated_at: nowIso() })).where('id', '=', id).execute();
      return { deleted: false, deactivated: true, message: CATALOG_MESSAGES.deactivated };
    }
    await trx.deleteFrom('products').where('id', '=', id).execute();
    return { deleted: true, deactivated: false, message: CATALOG_MESSAGES.deleted };
  });
}

/**
 * One bulk write: the products locked in id order, an unknown id or one entry whose version moved on
 * refuses the batch (nothing is written), each row written with its version moved on.
 */
async function bulkWrite<E extends { id: number; version?: number | undefined }>(ctx: AppContext, updates: E[], columns: (entry: E) => UpdateObject<DB, 'products'>): Promise<number> {
  const now = nowIso();
  await inTransaction(ctx, async (trx) => {
    const locked = new Map((await lockProducts(trx, ctx.engine, updates.map((u) => u.id))).map((p) => [p.id, p]));
    const missing = [...new Set(updates.map((u) => u.id).filter((id) => !locked.has(id)))];
    if (missing.length > 0) throw unknownProducts(missing);
    for (const update of updates) assertVersion(locked.get(update.id), update.version);
    for (const update of updates) {
      await trx.updateTable('products').set((eb) => ({ ...columns(update), version: eb('version', '+', 1), updated_at: now })).where('id', '=', update.id).execute();
    }
  });
  return updates.length;
}

export const bulkPublicPrice = (ctx: AppContext, updates: Array<{ id: number; price_excl_vat_excise: number | null; version?: number | undefined }>) =>
  bulkWrite(ctx, updates, (u) => ({ price_excl_vat_excise_cents: u.price_excl_vat_excise === null ? null : eurosToCents(u.price_excl_vat_excise) }));

export const bulkStock = (ctx: AppContext, updates: Array<{ id: number; stock: number; version?: number | undefined }>) => bulkWrite(ctx, updates, (u) => ({ stock: u.stock }));

const unknownProducts = (missing: number[]) => new AppError('NOT_FOUND', CATALOG_MESSAGES.unknownProducts(missing.slice(0, 20)));

/** Refuses the whole batch when one id is unknown: nothing is written. */
export async function assertProductsExist(ctx: AppContext, ids: number[]): Promise<void> {
  const missing = await missingProductIds(ctx.db, ids);
  if (missing.length > 0) throw unknownProducts(missing);
}

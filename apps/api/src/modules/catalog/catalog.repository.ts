import { sql, type Insertable, type Kysely, type Selectable, type SelectQueryBuilder, type Transaction, type Updateable } from 'kysely';
import { catalogueSearchWords, type ProductPriceRange, type ProductSort, type ProductStockFilter, type UserType } from '@shop/domain';
import type { DB, ProductsTable } from '../../db/schema.ts';
import { everyWordIn } from '../../db/search-text.ts';

export type ProductBaseRow = Selectable<ProductsTable>;

/** Who is looking: decides the prices and, in the service, the fields. */
export type Viewer = { kind: 'visitor' } | { kind: 'customer'; userId: number; userType: UserType | null } | { kind: 'admin' };

export interface ProductQuery {
  brand?: string | undefined;
  search?: string | undefined;
  sort?: ProductSort | undefined;
  /** One weight, exactly as written on the products. */
  weight?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
  includeInactive?: boolean;
  /** Only the products this customer marked ("My products"; per user, so the reader never keeps such a page). */
  favouritesOf?: number | undefined;
  /** Administrators: only active (true) or inactive (false) products. */
  active?: boolean | undefined;
  /** Administrators: in stock, out of stock, or at or below the low-stock threshold (`lowStockDefault` where a product has none). */
  stock?: ProductStockFilter | undefined;
  lowStockDefault?: number | undefined;
  /** Administrators (decision 076): one category exactly. */
  category?: string | undefined;
  /** Administrators (decision 076): the wholesale price's bucket. */
  price_range?: ProductPriceRange | undefined;
}

/** The wholesale price bounds of a bucket in cents, both ends included where the bucket includes them. */
const PRICE_RANGE_CENTS: Record<ProductPriceRange, { above?: number; from?: number; below?: number; to?: number }> = {
  under20: { below: 2000 },
  '20to50': { from: 2000, to: 5000 },
  '50to100': { above: 5000, to: 10_000 },
  over100: { above: 10_000 },
};

function filtered<O>(
  db: Kysely<DB>,
  q: SelectQueryBuilder<DB & { p: ProductsTable }, 'p', O>,
  query: ProductQuery,
): SelectQueryBuilder<DB & { p: ProductsTable }, 'p', O> {
  if (!query.includeInactive) q = q.where('p.is_active', '=', true);
  if (query.brand) q = q.where('p.brand', '=', query.brand);
  if (query.weight) q = q.where('p.weight', '=', query.weight);
  if (query.category) q = q.where('p.category', '=', query.category);
  if (query.price_range) {
    const { above, from, below, to } = PRICE_RANGE_CENTS[query.price_range];
    if (above !== undefined) q = q.where('p.wholesale_price_cents', '>', above);
    if (from !== undefined) q = q.where('p.wholesale_price_cents', '>=', from);
    if (below !== undefined) q = q.where('p.wholesale_price_cents', '<', below);
    if (to !== undefined) q = q.where('p.wholesale_price_cents', '<=', to);
  }
  if (query.active !== undefined) q = q.where('p.is_active', '=', query.active);
  if (query.stock === 'in') q = q.where('p.stock', '>', 0);
  if (query.stock === 'out') q = q.where('p.stock', '<=', 0);
  if (query.stock === 'low') q = q.where(sql<boolean>`p.stock <= coalesce(p.low_stock_threshold, ${query.lowStockDefault ?? 10})`);
  // Every word in the folded SKU, brand, name, flavour, weight or category (productSearchText, decision 064).
  if (query.search) q = q.where(everyWordIn(db, 'products', catalogueSearchWords(query.search), 'p'));
  if (query.favouritesOf !== undefined) {
    const userId = query.favouritesOf;
    q = q.where('p.id', 'in', (eb) => eb.selectFrom('favourites as f').select('f.product_id').where('f.user_id', '=', userId));
  }
  return q;
}

/** The products the filters match, unordered and unpaged: what `countUpTo` counts for the administrators' list. */
export const matchingProducts = (db: Kysely<DB>, query: ProductQuery) => filtered(db, db.selectFrom('products as p').select('p.id'), query);

/** How many products the filters match (for "Showing X of Y" and paging). */
export async function countProducts(db: Kysely<DB>, query: ProductQuery): Promise<number> {
  const row = await filtered(
    db,
    db.selectFrom('products as p').select((eb) => eb.fn.countAll<number>().as('n')),
    query,
  ).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One page of products in the asked order; customers see what they can buy first (spec: products
 * with stock sort first). Prices are not joined: they are the viewer's and are applied to the rows
 * afterwards, so one page serves every viewer. The default orders are served by the indexes of
 * migration 2026-11-24-change-notify.
 */
export async function listProducts(db: Kysely<DB>, query: ProductQuery, inStockFirst: boolean): Promise<ProductBaseRow[]> {
  let q = filtered(db, db.selectFrom('products as p').selectAll('p'), query);
  if (inStockFirst) q = q.orderBy(sql`(p.stock <= 0)`);
  switch (query.sort) {
    case 'newest':
      q = q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
      break;
    case 'oldest':
      q = q.orderBy('p.created_at', 'asc').orderBy('p.id', 'asc');
      break;
    case 'name_asc':
      q = q.orderBy('p.name', 'asc').orderBy('p.id');
      break;
    case 'name_desc':
      q = q.orderBy('p.name', 'desc').orderBy('p.id');
      break;
    case 'price_asc':
      q = q.orderBy('p.price_cents', 'asc').orderBy('p.id');
      break;
    case 'price_desc':
      q = q.orderBy('p.price_cents', 'desc').orderBy('p.id');
      break;
    default:
      q = q.orderBy('p.brand').orderBy('p.name').orderBy('p.weight').orderBy('p.id');
  }
  if (query.limit !== undefined) q = q.limit(query.limit);
  if (query.offset !== undefined) q = (query.limit === undefined ? q.limit(1_000_000) : q).offset(query.offset);
  return q.execute();
}

export async function findProduct(db: Kysely<DB>, by: { id: number } | { slug: string }): Promise<ProductBaseRow | undefined> {
  const q = db.selectFrom('products as p').selectAll('p');
  return ('id' in by ? q.where('p.id', '=', by.id) : q.where('p.slug', '=', by.slug)).executeTakeFirst();
}

/** Every brand and category of the catalogue, inactive products too, sorted (the administrators' filters). */
export async function listFacets(db: Kysely<DB>): Promise<{ brands: string[]; categories: string[] }> {
  const [brands, categories] = await Promise.all([
    db.selectFrom('products').select('brand').distinct().orderBy('brand').execute(),
    db
      .selectFrom('products')
      .select('category')
      .distinct()
      .where('category', 'is not', null)
      .where('category', '<>', '')
      .orderBy('category')
      .execute(),
  ]);
  return { brands: brands.map((row) => row.brand), categories: categories.flatMap((row) => (row.category ? [row.category] : [])) };
}

export async function listBrands(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('products').select('brand').distinct().where('is_active', '=', true).orderBy('brand').execute();
  return rows.map((row) => row.brand);
}

/** The weights active products come in (unsorted: "250g" and "1kg" need the domain's order). */
export async function listWeights(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('products').select('weight').distinct().where('is_active', '=', true).execute();
  return rows.map((row) => row.weight);
}

/** product id → cents of one user type's prices. */
export async function userTypePrices(db: Kysely<DB>, userType: UserType): Promise<Map<number, number>> {
  const rows = await db.selectFrom('user_type_prices').select(['product_id', 'price_cents']).where('user_type', '=', userType).execute();
  return new Map(rows.map((row) => [row.product_id, row.price_cents]));
}

/** product id → cents of one customer's custom prices. */
export async function customPrices(db: Kysely<DB>, userId: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom('customer_prices').select(['product_id', 'price_cents']).where('user_id', '=', userId).execute();
  return new Map(rows.map((row) => [row.product_id, row.price_cents]));
}

export async function slugExists(db: Kysely<DB> | Transaction<DB>, slug: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('products').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function skuExists(db: Kysely<DB> | Transaction<DB>, sku: string, exceptId?: number): Promise<boolean> {
  // Ignoring case: "hw-1" is the SKU "HW-1"; served by the unique index on lower(sku).
  let q = db.selectFrom('products').select('id').where(sql<string>`lower(sku)`, '=', sku.toLowerCase());
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/**
 * Whole rows of products in id order, for the audit log's before state: read inside the transaction
 * after the caller locked them (lockProducts), so nobody changes them in between.
 */
export async function productRows(db: Kysely<DB> | Transaction<DB>, ids: number[]): Promise<ProductBaseRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .execute();
}

export async function wasEverOrdered(db: Kysely<DB> | Transaction<DB>, productId: number): Promise<boolean> {
  return (await db.selectFrom('order_items').select('id').where('product_id', '=', productId).limit(1).executeTakeFirst()) !== undefined;
}

export async function insertProduct(trx: Transaction<DB>, values: Insertable<ProductsTable>): Promise<number> {
  return (await trx.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** Writes a product's columns and moves its version on (the lost-update guard of decision 016). */
export async function updateProduct(
  trx: Transaction<DB>,
  id: number,
  columns: Omit<Updateable<ProductsTable>, 'version' | 'updated_at'>,
  now: string,
): Promise<void> {
  await trx
    .updateTable('products')
    .set((eb) => ({ ...columns, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

export async function deleteProduct(trx: Transaction<DB>, id: number): Promise<void> {
  await trx.deleteFrom('products').where('id', '=', id).execute();
}

/** Slug and last change of the products a visitor may see, in id order, `offset` of them skipped: one sitemap file's. */
export async function listPublicProductPages(db: Kysely<DB>, offset: number, limit: number): Promise<Array<{ slug: string; updated_at: string }>> {
  return db.selectFrom('products').select(['slug', 'updated_at']).where('is_active', '=', true).orderBy('id').offset(offset).limit(limit).execute();
}

/** How many products a visitor may see: what the sitemap index is divided by. */
export async function countPublicProductPages(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

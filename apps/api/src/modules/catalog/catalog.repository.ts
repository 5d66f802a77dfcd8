import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ProductSort, UserType } from '@shop/domain';
import type { DB, ProductsTable } from '../../db/schema.ts';
import { likePattern } from '../../db/search-text.ts';

export type ProductRow = Selectable<ProductsTable> & { user_type_price_cents: number | null; custom_price_cents: number | null };

/** Who is looking: decides the joins (their prices) and, in the service, the fields. */
export type Viewer = { kind: 'visitor' } | { kind: 'customer'; userId: number; userType: UserType | null } | { kind: 'admin' };

export interface ProductQuery {
  brand?: string | undefined;
  search?: string | undefined;
  sort?: ProductSort | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
  includeInactive?: boolean;
}

/** Products with the viewer's type price and custom price joined in: one statement for any list size. */
function baseQuery(db: Kysely<DB>, viewer: Viewer) {
  const userType = viewer.kind === 'customer' ? viewer.userType : null;
  const userId = viewer.kind === 'customer' ? viewer.userId : null;
  return db
    .selectFrom('products as p')
    .leftJoin('user_type_prices as utp', (join) => join.onRef('utp.product_id', '=', 'p.id').on('utp.user_type', '=', userType ?? '-'))
    .leftJoin('customer_prices as cp', (join) => join.onRef('cp.product_id', '=', 'p.id').on('cp.user_id', '=', userId ?? -1))
    .selectAll('p')
    .select(['utp.price_cents as user_type_price_cents', 'cp.price_cents as custom_price_cents']);
}

function filtered<Q extends { where: (...args: any[]) => Q }>(q: Q, query: ProductQuery): Q {
  if (!query.includeInactive) q = q.where('p.is_active', '=', true);
  if (query.brand) q = q.where('p.brand', '=', query.brand);
  if (query.search) q = q.where(sql<boolean>`p.search_text like ${likePattern(query.search)} escape '\\'`);
  return q;
}

/** How many products the filters match (for "Showing X of Y" and paging). */
export async function countProducts(db: Kysely<DB>, query: ProductQuery): Promise<number> {
  const row = await filtered(db.selectFrom('products as p').select((eb) => eb.fn.countAll<number>().as('n')), query).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listProducts(db: Kysely<DB>, viewer: Viewer, query: ProductQuery): Promise<ProductRow[]> {
  let q = filtered(baseQuery(db, viewer), query);
  // Customers see what they can buy first (spec: products with stock sort first).
  if (viewer.kind === 'customer') q = q.orderBy(sql`case when p.stock > 0 then 0 else 1 end`);
  switch (query.sort) {
    case 'newest': q = q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc'); break;
    case 'oldest': q = q.orderBy('p.created_at', 'asc').orderBy('p.id', 'asc'); break;
    case 'name_asc': q = q.orderBy('p.name', 'asc').orderBy('p.id'); break;
    case 'name_desc': q = q.orderBy('p.name', 'desc').orderBy('p.id'); break;
    case 'price_asc': q = q.orderBy('p.price_cents', 'asc').orderBy('p.id'); break;
    case 'price_desc': q = q.orderBy('p.price_cents', 'desc').orderBy('p.id'); break;
    default: q = q.orderBy('p.brand').orderBy('p.name').orderBy('p.weight').orderBy('p.id');
  }
  if (query.limit !== undefined) q = q.limit(query.limit);
  if (query.offset !== undefined) q = (query.limit === undefined ? q.limit(1_000_000) : q).offset(query.offset);
  return q.execute() as Promise<ProductRow[]>;
}

export async function findProduct(db: Kysely<DB>, viewer: Viewer, by: { id: number } | { slug: string }, includeInactive = false): Promise<ProductRow | undefined> {
  let q = baseQuery(db, viewer);
  q = 'id' in by ? q.where('p.id', '=', by.id) : q.where('p.slug', '=', by.slug);
  if (!includeInactive) q = q.where('p.is_active', '=', true);
  return q.executeTakeFirst() as Promise<ProductRow | undefined>;
}

export async function listBrands(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('products').select('brand').distinct().where('is_active', '=', true).orderBy('brand').execute();
  return rows.map((row) => row.brand);
}

export async function slugExists(db: Kysely<DB> | Transaction<DB>, slug: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('products').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function skuExists(db: Kysely<DB> | Transaction<DB>, sku: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('products').select('id').where('sku', '=', sku);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The ids among `ids` that name no product (checked in chunks, so long bulk lists stay within parameter limits). */
export async function missingProductIds(db: Kysely<DB>, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = new Set<number>();
  for (let i = 0; i < unique.length; i += 500) {
    for (const row of await db.selectFrom('products').select('id').where('id', 'in', unique.slice(i, i + 500)).execute()) found.add(row.id);
  }
  return unique.filter((id) => !found.has(id));
}

export async function wasEverOrdered(db: Kysely<DB> | Transaction<DB>, productId: number): Promise<boolean> {
  return (await db.selectFrom('order_items').select('id').where('product_id', '=', productId).limit(1).executeTakeFirst()) !== undefined;
}

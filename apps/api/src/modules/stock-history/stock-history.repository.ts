import type { Kysely } from 'kysely';
import { countUpTo } from '../../db/bounded-count.ts';
import type { DB } from '../../db/schema.ts';
import { matchingProducts } from '../catalog/index.ts';

/** A product's stock changes, newest first, and how many there are, counted up to the cap (decision 066). */
export async function stockMovesOf(db: Kysely<DB>, productId: number, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('stock_moves')
      .select(['id', 'delta', 'reason', 'reference', 'actor_email', 'at'])
      .where('product_id', '=', productId)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countUpTo(db, db.selectFrom('stock_moves').where('product_id', '=', productId)),
  ]);
  return { rows, count };
}

/** What the list of every product's stock changes is filtered by: some products, a period (moments, the end excluded). */
interface StockMovesFilter {
  productIds?: readonly number[] | undefined;
  fromAt?: string | undefined;
  beforeAt?: string | undefined;
}

/** The ids of at most `limit` products a SKU or words name (the catalogue's word search, inactive products too). */
export async function productsNamed(db: Kysely<DB>, text: string, limit: number): Promise<number[]> {
  const rows = await matchingProducts(db, { search: text, includeInactive: true }).limit(limit).execute();
  return rows.map((row) => row.id);
}

function filteredMoves(db: Kysely<DB>, filter: StockMovesFilter) {
  let q = db.selectFrom('stock_moves as m');
  if (filter.productIds) q = q.where('m.product_id', 'in', filter.productIds.length ? [...filter.productIds] : [0]);
  if (filter.fromAt) q = q.where('m.at', '>=', filter.fromAt);
  if (filter.beforeAt) q = q.where('m.at', '<', filter.beforeAt);
  return q;
}

/** Every product's stock changes the filter keeps, newest first, with the product's SKU and name; counted up to the cap. */
export async function allStockMoves(db: Kysely<DB>, filter: StockMovesFilter, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    filteredMoves(db, filter)
      .innerJoin('products as p', 'p.id', 'm.product_id')
      .select(['m.id', 'm.product_id', 'p.sku', 'p.brand', 'p.name', 'm.delta', 'm.reason', 'm.reference', 'm.actor_email', 'm.at'])
      .orderBy('m.at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countUpTo(db, filteredMoves(db, filter).select('m.id')),
  ]);
  return { rows, count };
}

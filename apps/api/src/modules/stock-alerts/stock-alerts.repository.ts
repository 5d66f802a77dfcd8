import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { nowIso } from '../../lib/clock.ts';

interface LowStockRow {
  id: number;
  sku: string;
  brand: string;
  name: string;
  flavor: string;
  weight: string;
  stock: number;
  low_stock_threshold: number | null;
}

/**
 * Active products whose stock is at or below their own threshold, or `defaultThreshold` where they
 * have none: lowest stock first, then by brand, name and id so the order never moves between reads.
 */
export async function lowStockProducts(db: Kysely<DB> | Tx, defaultThreshold: number): Promise<LowStockRow[]> {
  return db
    .selectFrom('products')
    .select(['id', 'sku', 'brand', 'name', 'flavor', 'weight', 'stock', 'low_stock_threshold'])
    .where('is_active', '=', true)
    .where(sql<boolean>`stock <= coalesce(low_stock_threshold, ${defaultThreshold})`)
    .orderBy('stock')
    .orderBy('brand')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/**
 * Notes that the low-stock mail of `day` goes to this administrator; false when it already went (the
 * key is the pair, so two instances or a second run of the day take turns on it and the later one
 * writes nothing).
 */
export async function claimLowStockMail(trx: Tx, day: string, userId: number, products: number): Promise<boolean> {
  const inserted = await trx
    .insertInto('low_stock_mails')
    .values({ day, user_id: userId, products, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['day', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

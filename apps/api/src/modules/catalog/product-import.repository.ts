import { sql, type Kysely, type Transaction } from 'kysely';
import type { Engine } from '../../db/engine.ts';
import type { DB } from '../../db/schema.ts';
import type { ProductBaseRow } from './catalog.repository.ts';

/**
 * Imports take turns (decision 046): two imports of one file at once would each find a new SKU
 * missing and each create it. PostgreSQL: a transaction-long advisory lock, after which the second
 * reads what the first committed; SQLite: every write transaction already holds the one write lock.
 */
export async function lockProductImports(trx: Transaction<DB>, engine: Engine): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('products:import'))`.execute(trx);
}

/** The products whose SKU is one of `skus`, ignoring case (the unique index on lower(sku) serves it), read in chunks. */
export async function productsBySku(db: Kysely<DB> | Transaction<DB>, skus: string[]): Promise<ProductBaseRow[]> {
  const lowered = [...new Set(skus.map((sku) => sku.toLowerCase()))];
  const rows: ProductBaseRow[] = [];
  for (let i = 0; i < lowered.length; i += 500) {
    rows.push(
      ...(await db
        .selectFrom('products')
        .selectAll()
        .where(sql<string>`lower(sku)`, 'in', lowered.slice(i, i + 500))
        .execute()),
    );
  }
  return rows;
}

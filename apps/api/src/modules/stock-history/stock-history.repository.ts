import type { Insertable, Kysely, Transaction } from 'kysely';
import { countUpTo } from '../../db/bounded-count.ts';
import type { DB, StockMovesTable } from '../../db/schema.ts';

export async function insertStockMoves(trx: Transaction<DB>, moves: Insertable<StockMovesTable>[]): Promise<void> {
  if (moves.length > 0) await trx.insertInto('stock_moves').values(moves).execute();
}

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

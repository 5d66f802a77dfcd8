import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, StockMovesTable } from '../../db/schema.ts';

export async function insertStockMoves(trx: Transaction<DB>, moves: Insertable<StockMovesTable>[]): Promise<void> {
  if (moves.length > 0) await trx.insertInto('stock_moves').values(moves).execute();
}

/** A product's stock changes, newest first, and how many there are. */
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
    db
      .selectFrom('stock_moves')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

import {
  lithuanianDayEnd,
  lithuanianDayStart,
  STOCK_HISTORY_PRODUCTS_MATCHED,
  type StockMove,
  type StockMoveReason,
  type StockMovesAnswer,
  type StockMovesQuery,
} from '@shop/domain';
import type { Actor, AppContext } from '../../app-context.ts';
import { paginationOf } from '../../db/bounded-count.ts';
import type { Tx } from '../../db/transaction.ts';
import { nowIso } from '../../lib/clock.ts';
import { allStockMoves, insertStockMoves, productsNamed, stockMovesOf } from './stock-history.repository.ts';

export interface Move {
  productId: number;
  /** Units in (+) or out (−). */
  delta: number;
}

/**
 * Records stock changes in the transaction that makes them (decision 047's stock history): why, the
 * order's or credit note's number, and who — the acting person, or the customer whose order it is.
 * Changes of nothing are left out.
 */
export async function recordStockMoves(
  trx: Tx,
  actor: Actor | undefined,
  reason: StockMoveReason,
  moves: readonly Move[],
  reference: string | null = null,
): Promise<void> {
  const at = nowIso();
  await insertStockMoves(
    trx,
    moves
      .filter((move) => move.delta !== 0)
      .map((move) => ({
        product_id: move.productId,
        delta: move.delta,
        reason,
        reference,
        actor_id: actor?.id ?? null,
        actor_email: actor?.email ?? null,
        at,
      })),
  );
}

export async function stockHistory(ctx: AppContext, productId: number, page: { page: number; limit: number }) {
  const { rows, count } = await stockMovesOf(ctx.reads, productId, { limit: page.limit, offset: (page.page - 1) * page.limit });
  const moves: StockMove[] = rows.map((row) => ({ ...row, reason: row.reason as StockMoveReason, at: new Date(row.at).toISOString() }));
  return { moves, pagination: paginationOf(page.page, page.limit, count) };
}

/**
 * Every product's stock changes, newest first (the warehouse's own screen, decision 099): a SKU or
 * words of the product name at most STOCK_HISTORY_PRODUCTS_MATCHED products; days are Lithuania's.
 */
export async function allStockHistory(ctx: AppContext, query: StockMovesQuery): Promise<StockMovesAnswer> {
  const product = query.product?.trim();
  const { rows, count } = await allStockMoves(
    ctx.reads,
    {
      productIds: product ? await productsNamed(ctx.reads, product, STOCK_HISTORY_PRODUCTS_MATCHED) : undefined,
      fromAt: query.from ? lithuanianDayStart(query.from) : undefined,
      beforeAt: query.to ? lithuanianDayEnd(query.to) : undefined,
    },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  const moves = rows.map((row) => ({ ...row, reason: row.reason as StockMoveReason, at: new Date(row.at).toISOString() }));
  return { success: true, moves, pagination: paginationOf(query.page, query.limit, count) };
}

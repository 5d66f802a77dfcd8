import {
  lithuanianDayEnd,
  lithuanianDayStart,
  STOCK_HISTORY_PRODUCTS_MATCHED,
  type StockMove,
  type StockMoveReason,
  type StockMovesAnswer,
  type StockMovesQuery,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { paginationOf } from '../../db/bounded-count.ts';
import { allStockMoves, productsNamed, stockMovesOf } from './stock-history.repository.ts';

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

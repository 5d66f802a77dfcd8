import { z } from 'zod';
import { okAnswer } from './answer.ts';
import { listDay, listLimit, listPage, PERIOD_ORDER, periodInOrder } from './list-query.ts';
import { unsetWhenEmpty } from './query-params.ts';
import { paginationSchema } from './user.schemas.ts';

/** Why a product's stock changed. */
const STOCK_MOVE_REASONS = ['order', 'order_edit', 'cancel', 'credit_note', 'edit', 'bulk_edit', 'import'] as const;
export type StockMoveReason = (typeof STOCK_MOVE_REASONS)[number];

const stockMoveSchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  reason: z.enum(STOCK_MOVE_REASONS),
  reference: z.string().nullable(),
  actor_email: z.string().nullable(),
  at: z.string(),
});
export type StockMove = z.infer<typeof stockMoveSchema>;

export const stockHistoryAnswerSchema = okAnswer({
  moves: z.array(stockMoveSchema),
  pagination: paginationSchema,
});

/** The most products a `product` filter of the stock history may stand for: more, and the words are too vague. */
export const STOCK_HISTORY_PRODUCTS_MATCHED = 50;

/**
 * `GET /api/products/admin/stock-history` (decision 099): every product's stock changes, newest first;
 * `product` a SKU or words of the product (at most STOCK_HISTORY_PRODUCTS_MATCHED products), `from`/`to`
 * days in Lithuania, both included.
 */
export const stockMovesQuerySchema = z
  .object({
    page: listPage(),
    limit: listLimit(50, 100),
    product: unsetWhenEmpty(z.string().trim().max(100, 'tooLong')),
    from: unsetWhenEmpty(listDay),
    to: unsetWhenEmpty(listDay),
  })
  .refine(periodInOrder, PERIOD_ORDER);
export type StockMovesQuery = z.infer<typeof stockMovesQuerySchema>;

/** One stock change in the list of all products: the move and the product it moved, as the product is now. */
const stockMoveRowSchema = stockMoveSchema.extend({
  product_id: z.number().int(),
  sku: z.string(),
  brand: z.string(),
  name: z.string(),
});

export const stockMovesAnswerSchema = okAnswer({
  moves: z.array(stockMoveRowSchema),
  pagination: paginationSchema,
});
export type StockMovesAnswer = z.infer<typeof stockMovesAnswerSchema>;

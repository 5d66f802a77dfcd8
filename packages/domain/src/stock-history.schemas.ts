import { z } from 'zod';
import { okAnswer } from './answer.ts';
import { paginationSchema } from './user.schemas.ts';

/** Why a product's stock changed (issue 17). */
export const STOCK_MOVE_REASONS = ['order', 'order_edit', 'cancel', 'credit_note', 'edit', 'bulk_edit', 'import'] as const;
export type StockMoveReason = (typeof STOCK_MOVE_REASONS)[number];

export const stockMoveSchema = z.object({
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

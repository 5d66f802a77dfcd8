import { z } from 'zod';
import { ERROR_CODES, okAnswer } from '@shop/domain';

/** Response pieces shared by every module's route schemas. */
export const errorResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.enum(ERROR_CODES),
  details: z.record(z.string(), z.string()).optional(),
});

export const messageResponse = z.object({ success: z.literal(true), message: z.string() });

/** `{ success: true, ...shape }`: the domain's answer envelope (answers live in packages/domain). */
export const ok = okAnswer;

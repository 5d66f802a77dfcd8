import { z } from 'zod';
import { ERROR_CODES } from '@shop/domain';

/** The error answer's shape (success answers are declared in packages/domain, `*.responses.ts`). */
export const errorResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.enum(ERROR_CODES),
  details: z.record(z.string(), z.string()).optional(),
});

import { z } from 'zod';

/** Every successful JSON answer of the API: `success: true` beside the answer's own fields. */
export function okAnswer<T extends z.ZodRawShape>(shape: T) {
  return z.object({ success: z.literal(true), ...shape });
}

import type { z } from 'zod';

/**
 * A value the database keeps as JSON text (a payment-terms rule, held company changes), read through its
 * schema: null when there is none, or when the text is not JSON or not of that shape.
 */
export function parseStoredJson<T extends z.ZodType>(schema: T, stored: string | null | undefined): z.output<T> | null {
  if (!stored) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

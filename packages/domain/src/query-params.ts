import { z } from 'zod';

/**
 * A query parameter sent empty (`?status=&page=`) is one not sent: a list's address keeps unset
 * filters empty, and clients send `?status=` for "all".
 */
export const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

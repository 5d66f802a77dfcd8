import { z } from 'zod';
import { okAnswer } from './answer.ts';

/**
 * Months marked as filed with VMI (decision 052): once the administrator has filed a month's i.SAF
 * file, its invoices are final (a correction is a credit note, never a cancellation).
 */

/** A month `YYYY-MM`. */
const ISAF_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `POST /invoices/admin/isaf/periods/:month/close`: the month as `YYYY-MM`. */
export const isafMonthParamSchema = z.object({ month: z.string().regex(ISAF_MONTH_PATTERN, 'monthInvalid') });

/** A filed month: when and by whom it was marked (the e-mail null when that account is gone). */
const isafPeriodSchema = z.object({
  month: z.string(),
  closed_at: z.string(),
  closed_by: z.number().int(),
  closed_by_email: z.string().nullable(),
});
export type IsafPeriod = z.infer<typeof isafPeriodSchema>;

/** `GET /invoices/admin/isaf/periods`: the filed months, newest first. */
export const isafPeriodsAnswerSchema = okAnswer({ periods: z.array(isafPeriodSchema) });
/** `POST …/periods/:month/close`: the filed month (the first marking when it was already filed). */
export const isafPeriodClosedAnswerSchema = okAnswer({ period: isafPeriodSchema });

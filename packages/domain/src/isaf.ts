import { z } from 'zod';
import { listDay } from './list-query.ts';
import { addMonths, daysBetween, isIsoDate, lastDayOf } from './vilnius-time.ts';

/**
 * The i.SAF register of issued invoices: every VAT payer files the month's sales with VMI by
 * the 20th of the next month. Shared by the API (the export's query) and the web app (the download
 * buttons and the dashboard's reminder).
 */
const ISAF_DUE_DAY = 20;

export { ISAF_MAX_LENGTH } from './isaf-limits.ts';

const isoDate = listDay;
/** The period's own rules apply once both days are real days (else only the day is refused). */
const bothDays = (q: { from: string; to: string }) => isIsoDate(q.from) && isIsoDate(q.to);

/** `GET /invoices/admin/isaf?from=YYYY-MM-DD&to=YYYY-MM-DD`: both days included, at most a year. */
export const isafQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => !bothDays(q) || q.from <= q.to, { message: 'periodOrder', path: ['to'] })
  .refine((q) => !bothDays(q) || daysBetween(q.from, q.to) <= 366, { message: 'periodTooLong', path: ['to'] });

/**
 * `GET /invoices/admin/journal.csv` and `/payments.csv` (decision 083): the same period as i.SAF's, both days included, at most a year.
 * @alias
 */
export const accountingExportQuerySchema = isafQuerySchema;

/** The first and last day of a month `YYYY-MM`. */
export function monthPeriod(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: lastDayOf(month) };
}

/** How a period names its files: `2027-06` for a whole month, else `2027-06-01_2027-06-15`. */
export function periodFileName(period: { from: string; to: string }): string {
  const month = period.from.slice(0, 7);
  return period.from === monthPeriod(month).from && period.to === monthPeriod(month).to ? month : `${period.from}_${period.to}`;
}

/** `YYYY-MM` a number of months before (or after, when negative) the month of `date` (YYYY-MM-DD). */
export function monthBefore(date: string, months: number): string {
  return addMonths(`${date.slice(0, 7)}-01`, -months).slice(0, 7);
}

interface IsafDeadline {
  /** The month to report, `YYYY-MM`. */
  month: string;
  /** Its filing deadline, `YYYY-MM-DD`. */
  due: string;
  /** Whole days from `today` to the deadline (0 on the day). */
  daysLeft: number;
  /** Whether that month has ended and its file is due now (the 1st to the 20th). */
  dueNow: boolean;
}

/**
 * Which i.SAF file is next, seen on `today` (Lithuanian date, YYYY-MM-DD): until the 20th, last
 * month's, due on the 20th; after it, this month's, due on the 20th of next month.
 */
export function isafDeadline(today: string): IsafDeadline {
  const dueNow = Number(today.slice(8, 10)) <= ISAF_DUE_DAY;
  const month = monthBefore(today, dueNow ? 1 : 0);
  const due = `${monthBefore(today, dueNow ? 0 : -1)}-${ISAF_DUE_DAY}`;
  return { month, due, daysLeft: daysBetween(today, due), dueNow };
}

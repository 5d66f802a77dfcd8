import { z } from 'zod';
import { isIsoDate } from './lithuanian-date.ts';

/**
 * The i.SAF register of issued invoices (issue 15): every VAT payer files the month's sales with VMI by
 * the 20th of the next month. Shared by the API (the export's query) and the web app (the download
 * buttons and the dashboard's reminder).
 */
export const ISAF_DUE_DAY = 20;

/**
 * The longest text of each free-text element the shop fills in the i.SAF file (VMI's XSD:
 * ISAFmiddle1/middle2/longtextType): the writer refuses longer ones, and what customers enter (a
 * company code) is limited to what the file can carry.
 */
export const ISAF_MAX_LENGTH = { InvoiceNo: 70, ReferenceNo: 70, VATRegistrationNumber: 35, RegistrationNumber: 35, Name: 256 } as const;

const isoDate = z.string().refine(isIsoDate, 'dateInvalid');
/** The period's own rules apply once both days are real days (else only the day is refused). */
const bothDays = (q: { from: string; to: string }) => isIsoDate(q.from) && isIsoDate(q.to);

const DAY_MS = 86_400_000;

/** `GET /invoices/admin/isaf?from=YYYY-MM-DD&to=YYYY-MM-DD`: both days included, at most a year. */
export const isafQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => !bothDays(q) || q.from <= q.to, { message: 'periodOrder', path: ['to'] })
  .refine((q) => !bothDays(q) || Date.parse(q.to) - Date.parse(q.from) <= 366 * DAY_MS, { message: 'periodTooLong', path: ['to'] });

/** `GET /invoices/admin/journal.csv` and `/payments.csv` (decision 083): the same period as i.SAF's, both days included, at most a year. */
export const accountingExportQuerySchema = isafQuerySchema;

/** The first and last day of a month `YYYY-MM`. */
export function monthPeriod(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** How a period names its files: `2027-06` for a whole month, else `2027-06-01_2027-06-15`. */
export function periodFileName(period: { from: string; to: string }): string {
  const month = period.from.slice(0, 7);
  return period.from === monthPeriod(month).from && period.to === monthPeriod(month).to ? month : `${period.from}_${period.to}`;
}

/** `YYYY-MM` a number of months before (or after, when negative) the month of `date` (YYYY-MM-DD). */
export function monthBefore(date: string, months: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, month - 1 - months, 1));
  return shifted.toISOString().slice(0, 7);
}

export interface IsafDeadline {
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
  return { month, due, daysLeft: Math.round((Date.parse(due) - Date.parse(today)) / DAY_MS), dueNow };
}

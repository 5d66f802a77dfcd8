import { TZDate } from '@date-fns/tz';
// Each function from its own module: date-fns's index loads all of its ~250 (measured: ~16 MB in
// each worker thread, ~90 MB of the idle server).
import { addDays as addCalendarDays } from 'date-fns/addDays';
import { addMonths as addCalendarMonths } from 'date-fns/addMonths';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { formatISO } from 'date-fns/formatISO';
import { isExists } from 'date-fns/isExists';
import { lastDayOfMonth } from 'date-fns/lastDayOfMonth';

/**
 * The shop's one clock: Lithuania's days and months. Documents carry Lithuanian days (`YYYY-MM-DD`),
 * deadlines are Lithuanian days, and a filter's day `from`–`to` means the moments from the start of
 * `from` in Vilnius to the start of the day after `to`. Vilnius is UTC+2 in winter and UTC+3 in
 * summer; the day of the spring change has 23 hours, the autumn one 25. Every time-zone rule of the
 * code is here, on date-fns and its TZDate; nothing else names the zone or does calendar sums by hand.
 */
const VILNIUS = 'Europe/Vilnius';

/** A calendar day `YYYY-MM-DD` at noon of the host's zone: calendar sums on it never cross a day's edge. */
function calendarDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 12);
}

/** `YYYY-MM-DD` of a date, read in its own zone (a TZDate reads in Vilnius). */
const dayText = (date: Date): string => formatISO(date, { representation: 'date' });

/** A moment as seen on a clock in Vilnius. */
const inVilnius = (instant: Date): TZDate => new TZDate(instant.getTime(), VILNIUS);

/** The calendar day in Lithuania of a moment, `YYYY-MM-DD`. */
export function lithuanianDate(instant: Date): string {
  return dayText(inVilnius(instant));
}

/** The hour (0–23) of a moment in Lithuania. */
export function lithuanianHour(instant: Date): number {
  return inVilnius(instant).getHours();
}

/** A moment as Lithuanian local time, `YYYY-MM-DDThh:mm:ss` (no offset: i.SAF's file date). */
export function lithuanianDateTime(instant: Date): string {
  return formatISO(inVilnius(instant)).slice(0, 19);
}

/** The moment (ISO, UTC) a day in Lithuania `YYYY-MM-DD` begins. */
export function lithuanianDayStart(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, VILNIUS).getTime()).toISOString();
}

/** The moment (ISO, UTC) a day in Lithuania ends: the start of the next day (a period's `to` counts whole). */
export function lithuanianDayEnd(day: string): string {
  return lithuanianDayStart(addDays(day, 1));
}

/** The moment (ISO, UTC) a month in Lithuania `YYYY-MM` begins. */
export function lithuanianMonthStart(month: string): string {
  return lithuanianDayStart(`${month}-01`);
}

/** Whether a text is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match !== null && isExists(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The calendar day `days` after (or before, when negative) a day `YYYY-MM-DD`: month ends and leap days counted. */
export function addDays(day: string, days: number): string {
  return dayText(addCalendarDays(calendarDay(day), days));
}

/** The calendar day `months` after (or before) a day `YYYY-MM-DD`; the 31st becomes the month's last day. */
export function addMonths(day: string, months: number): string {
  return dayText(addCalendarMonths(calendarDay(day), months));
}

/** Whole days from one day `YYYY-MM-DD` to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(calendarDay(to), calendarDay(from));
}

/** The last day of a month `YYYY-MM`, `YYYY-MM-DD`. */
export function lastDayOf(month: string): string {
  return dayText(lastDayOfMonth(calendarDay(`${month}-01`)));
}

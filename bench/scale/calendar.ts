import { addMonths, lithuanianDate, lithuanianDayStart, lithuanianMonthStart } from '@shop/domain';

/**
 * When the five years' orders were placed: every order's moment, oldest first, ending now. The shop
 * grows over the years; the latest full month holds a fixed number of orders, so that its documents
 * are the i.SAF month the issue names (about 2,000 per size unit), and the current month runs up to now.
 */

const DAY_MS = 86_400_000;

interface Calendar {
  /** Milliseconds since 1970, ascending, one per order. */
  moments: Float64Array;
  /** The latest full month, `YYYY-MM`. */
  latestFullMonth: string;
  today: string;
  now: number;
}

/** A small, fast, seeded random generator (mulberry32): the same data set every time. */
export function randomOf(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** When a month `YYYY-MM` begins in Lithuania, and the month after it. */
const monthStart = (month: string) => Date.parse(lithuanianMonthStart(month));
const nextMonth = (month: string) => addMonths(`${month}-01`, 1).slice(0, 7);

export function calendarOf(orders: number, latestMonthOrders: number, now = Date.now()): Calendar {
  const random = randomOf(7);
  const today = lithuanianDate(new Date(now));
  const fiveYearsAgo = addMonths(today, -60);
  const start = Date.parse(lithuanianDayStart(fiveYearsAgo));
  const months: Array<{ month: string; from: number; to: number }> = [];
  for (let month = fiveYearsAgo.slice(0, 7); monthStart(month) <= now; month = nextMonth(month)) {
    const from = Math.max(start, monthStart(month));
    const to = Math.min(now - 3_600_000, monthStart(nextMonth(month)));
    if (to > from) months.push({ month, from, to });
  }
  const latest = months.length - 2;
  const fullLength = (i: number) => monthStart(nextMonth(months[i]!.month)) - monthStart(months[i]!.month);
  const counts = new Array<number>(months.length).fill(0);
  counts[latest] = latestMonthOrders;
  const current = months.length - 1;
  counts[current] = Math.round((latestMonthOrders * (months[current]!.to - months[current]!.from)) / fullLength(current));
  const rest = orders - counts[latest]! - counts[current]!;
  // Growth: the oldest months hold about a third of what the newest ones before the latest do.
  const weights = months.map((m, i) => (i >= latest ? 0 : (1 + (2 * i) / latest) * ((m.to - m.from) / fullLength(i))));
  const total = weights.reduce((a, b) => a + b, 0);
  let given = 0;
  weights.forEach((w, i) => {
    if (i >= latest) return;
    counts[i] = Math.floor((rest * w) / total);
    given += counts[i]!;
  });
  counts[latest - 1]! += rest - given;
  const moments = new Float64Array(orders);
  let at = 0;
  months.forEach((m, i) => {
    const slice = Array.from({ length: counts[i]! }, () => m.from + random() * (m.to - m.from)).sort((a, b) => a - b);
    for (const moment of slice) moments[at++] = Math.floor(moment);
  });
  return { moments, latestFullMonth: months[latest]!.month, today, now };
}

export const plusDays = (moment: number, days: number) => moment + days * DAY_MS;
export const dayOf = (moment: number) => lithuanianDate(new Date(moment));
export const isoOf = (moment: number) => new Date(moment).toISOString();

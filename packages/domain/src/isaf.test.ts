import { describe, expect, it } from 'vitest';
import { isafDeadline, isafQuerySchema, monthBefore, monthPeriod, periodFileName } from './isaf.ts';

describe('the i.SAF calendar', () => {
  it('when it is the 5th, then last month is due on the 20th, 15 days ahead', () => {
    expect(isafDeadline('2026-12-05')).toEqual({ month: '2026-11', due: '2026-12-20', daysLeft: 15, dueNow: true });
  });

  it('when it is the 20th, then last month is due today', () => {
    expect(isafDeadline('2026-12-20')).toMatchObject({ month: '2026-11', daysLeft: 0, dueNow: true });
  });

  it('when the 20th has passed, then this month is next, due on the 20th of next month (across the new year too)', () => {
    expect(isafDeadline('2026-12-21')).toEqual({ month: '2026-12', due: '2027-01-20', daysLeft: 30, dueNow: false });
    expect(isafDeadline('2027-01-10')).toMatchObject({ month: '2026-12', due: '2027-01-20' });
  });

  it('when a month is asked for, then its first and last days are given, February of a leap year included', () => {
    expect(monthPeriod('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthPeriod('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthBefore('2026-01-15', 1)).toBe('2025-12');
  });

  it('when the period is not two real dates in order within a year, then the query is refused with the reason', () => {
    const refusal = (query: object) => isafQuerySchema.safeParse(query).error?.issues.map((issue) => issue.message);
    expect(refusal({ from: '2026-11-01', to: '2026-11-30' })).toBeUndefined();
    expect(refusal({ from: '2026-02-30', to: '2026-03-01' })).toEqual(['dateInvalid']);
    expect(refusal({ from: '2026-11', to: '2026-11-30' })).toEqual(['dateInvalid']);
    expect(refusal({ from: '2026-12-01', to: '2026-11-30' })).toEqual(['periodOrder']);
    expect(refusal({ from: '2025-01-01', to: '2026-11-30' })).toEqual(['periodTooLong']);
  });

  it('when a period names a file, then a whole month is named by the month and any other period by its two days', () => {
    expect(periodFileName({ from: '2028-02-01', to: '2028-02-29' })).toBe('2028-02');
    expect(periodFileName({ from: '2028-02-01', to: '2028-02-28' })).toBe('2028-02-01_2028-02-28');
    expect(periodFileName({ from: '2026-11-02', to: '2026-11-30' })).toBe('2026-11-02_2026-11-30');
    expect(periodFileName({ from: '2026-11-01', to: '2026-12-31' })).toBe('2026-11-01_2026-12-31');
  });
});

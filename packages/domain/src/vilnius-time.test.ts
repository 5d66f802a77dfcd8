import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  isIsoDate,
  lastDayOf,
  lithuanianDate,
  lithuanianDateTime,
  lithuanianDayEnd,
  lithuanianDayStart,
  lithuanianHour,
  lithuanianMonthStart,
} from './vilnius-time.ts';

// In 2026 Lithuania's clocks go forward on Sunday 29 March (03:00 → 04:00, 01:00 UTC)
// and back on Sunday 25 October (04:00 → 03:00, 01:00 UTC).

describe('a day in Lithuania as moments', () => {
  it('when a winter day is asked, then it starts at 22:00 UTC the evening before', () => {
    expect(lithuanianDayStart('2026-01-15')).toBe('2026-01-14T22:00:00.000Z');
  });

  it('when a summer day is asked, then it starts at 21:00 UTC the evening before', () => {
    expect(lithuanianDayStart('2026-07-15')).toBe('2026-07-14T21:00:00.000Z');
  });

  it('when the clocks go forward (last Sunday of March), then that day starts in winter time and lasts 23 hours', () => {
    expect(lithuanianDayStart('2026-03-29')).toBe('2026-03-28T22:00:00.000Z');
    expect(lithuanianDayEnd('2026-03-29')).toBe('2026-03-29T21:00:00.000Z');
  });

  it('when the clocks go back (last Sunday of October), then that day starts in summer time and lasts 25 hours', () => {
    expect(lithuanianDayStart('2026-10-25')).toBe('2026-10-24T21:00:00.000Z');
    expect(lithuanianDayEnd('2026-10-25')).toBe('2026-10-25T22:00:00.000Z');
  });

  it('when a month is asked, then it starts at midnight in Vilnius on its first day', () => {
    expect(lithuanianMonthStart('2026-04')).toBe('2026-03-31T21:00:00.000Z');
    expect(lithuanianMonthStart('2026-11')).toBe('2026-10-31T22:00:00.000Z');
  });
});

describe('a moment as a Lithuanian day, hour and local time', () => {
  it('when it is late evening in UTC, then it is already the next day in Vilnius', () => {
    expect(lithuanianDate(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
    expect(lithuanianDate(new Date('2026-12-31T21:59:59Z'))).toBe('2026-12-31');
  });

  it('when the clocks go forward, then 02:59 is followed by 04:00', () => {
    expect(lithuanianHour(new Date('2026-03-29T00:59:00Z'))).toBe(2);
    expect(lithuanianHour(new Date('2026-03-29T01:00:00Z'))).toBe(4);
    expect(lithuanianDateTime(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T04:00:00');
  });

  it('when the clocks go back, then the hour 03 comes twice and the day stays the same', () => {
    expect(lithuanianHour(new Date('2026-10-25T00:30:00Z'))).toBe(3);
    expect(lithuanianHour(new Date('2026-10-25T01:30:00Z'))).toBe(3);
    expect(lithuanianDate(new Date('2026-10-25T21:59:59Z'))).toBe('2026-10-25');
    expect(lithuanianDate(new Date('2026-10-25T22:00:00Z'))).toBe('2026-10-26');
  });
});

describe('calendar days', () => {
  it.each(['2026-02-30', '2026-13-01', '2026-04-31', '2027-02-29', '2026-1-05', '05.01.2026', ''])(
    'when %j is given, then it is not a day',
    (text) => {
      expect(isIsoDate(text)).toBe(false);
    },
  );

  it('when a real day is given, leap days included, then it is one', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-12-31')).toBe(true);
  });

  it('when days are added across a month end, a leap day and both clock changes, then the calendar is followed', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-10-01', '2026-11-01')).toBe(31);
    expect(daysBetween('2026-11-01', '2026-10-01')).toBe(-31);
  });

  it('when months are added, then a day past the month end becomes its last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-01', -1)).toBe('2025-12-01');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2026-04')).toBe('2026-04-30');
  });
});

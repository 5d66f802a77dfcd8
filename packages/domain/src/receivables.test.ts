import { describe, expect, it } from 'vitest';
import { ageingBucketOf, ageingThresholds, daysPastDue } from './receivables.schemas.ts';

describe('ageing an open amount on a day', () => {
  it('when an invoice is 0, 1, 30, 31, 60, 61, 90 or 91 days past due (across month ends), then it falls in its bucket', () => {
    const asOf = '2026-03-01';
    const bucketAt = (dueDate: string) => ageingBucketOf(dueDate, asOf);
    expect(
      ['2026-03-05', '2026-03-01', '2026-02-28', '2026-01-30', '2026-01-29', '2025-12-31', '2025-12-30', '2025-12-01', '2025-11-30'].map(bucketAt),
    ).toEqual(['not_due', 'not_due', 'days_1_30', 'days_1_30', 'days_31_60', 'days_31_60', 'days_61_90', 'days_61_90', 'over_90']);
    expect(['2026-02-28', '2026-01-30', '2025-12-31', '2025-12-01', '2025-11-30'].map((day) => daysPastDue(day, asOf))).toEqual([1, 30, 60, 90, 91]);
  });

  it('when an invoice has no due date, then it is not due; the thresholds the SQL compares with are the first due dates of each bucket', () => {
    expect([ageingBucketOf(null, '2026-03-01'), daysPastDue(null, '2026-03-01')]).toEqual(['not_due', 0]);
    expect(ageingThresholds('2026-03-01')).toEqual({ notDue: '2026-03-01', days30: '2026-01-30', days60: '2025-12-31', days90: '2025-12-01' });
  });
});

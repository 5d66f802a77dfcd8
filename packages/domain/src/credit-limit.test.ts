import { describe, expect, it } from 'vitest';
import { type CreditFigures, creditFiguresOf, creditRefusalOf, creditStandingOf } from './credit-limit.ts';

const figures = (over: Partial<CreditFigures> = {}): CreditFigures => ({
  limitCents: 100_00,
  openCents: 30_00,
  overdueCents: 0,
  uninvoicedCents: 20_00,
  ordersCounted: true,
  overdue: null,
  ...over,
});

describe('creditRefusalOf', () => {
  it('when open invoices, orders not invoiced and the order reach the limit exactly, then the order passes; one cent more is refused naming what is left', () => {
    expect(creditRefusalOf(figures(), 50_00)).toBeNull();
    expect(creditRefusalOf(figures(), 50_01)).toEqual({
      reason: 'creditLimitExceeded',
      params: { limit: '100.00', open: '50.00', order: '50.01', available: '50.00' },
    });
  });

  it('when what is owed already fills the limit, then any order is refused as the limit used up', () => {
    expect(creditRefusalOf(figures({ openCents: 80_00 }), 1)).toEqual({ reason: 'creditLimitReached', params: { limit: '100.00', open: '100.00' } });
  });

  it('when the customer prepays, then orders not invoiced and the new order do not count; only open invoices above the limit refuse', () => {
    const prepays = figures({ ordersCounted: false, uninvoicedCents: 500_00 });
    expect(creditRefusalOf(prepays, 900_00)).toBeNull();
    expect(creditRefusalOf({ ...prepays, openCents: 100_00 }, 900_00)).toBeNull();
    expect(creditRefusalOf({ ...prepays, openCents: 100_01 }, 1)?.reason).toBe('creditLimitReached');
  });

  it('when there is no limit, then no amount is refused; an overdue invoice past the allowed days refuses even then', () => {
    expect(creditRefusalOf(figures({ limitCents: null }), 1_000_000_00)).toBeNull();
    const overdue = { number: 'SF-7', days: 6, allowedDays: 5 };
    expect(creditRefusalOf(figures({ limitCents: null, overdue }), 1)).toEqual({ reason: 'overdueInvoices', params: { number: 'SF-7', days: 6 } });
  });

  it('when a limit of 0 is set, then even the smallest order is refused as exceeding it', () => {
    expect(creditRefusalOf(figures({ limitCents: 0, openCents: 0, uninvoicedCents: 0 }), 1)?.reason).toBe('creditLimitExceeded');
  });

  it('when a standing goes to the browser and back, then the same question gets the same answer', () => {
    const sent = figures({ openCents: 12_34, uninvoicedCents: 56_78, overdueCents: 1_00 });
    expect(creditStandingOf(sent)).toMatchObject({ available: 30.88, open_amount: 12.34, uninvoiced_amount: 56.78 });
    expect(creditFiguresOf(creditStandingOf(sent))).toEqual(sent);
  });
});

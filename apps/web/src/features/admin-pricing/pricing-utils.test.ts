import { describe, expect, it } from 'vitest';
import { cellUpdate, chunks, customerLabel, isInvalidPrice, orderReference, templatePrice } from './pricing-utils.ts';

describe('pricing dashboard rules', () => {
  it('when ids are read in runs, then each run holds at most the size asked and none is lost', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([], 200)).toEqual([]);
    expect(
      chunks(
        Array.from({ length: 401 }, (_, i) => i),
        200,
      ).map((run) => run.length),
    ).toEqual([200, 200, 1]);
  });

  it('when a template applies, then the wholesale price is multiplied and rounded to the cent', () => {
    expect(templatePrice(4.5, 0.9)).toBe('4.05');
    expect(templatePrice(10.1, 1.05)).toBe('10.61');
    expect(templatePrice(55.29, 0.85)).toBe('47.00');
    expect(templatePrice(55.29, 1)).toBe('55.29');
  });

  it('when a cell is edited, then only real changes are sent and an emptied stored price is sent as empty', () => {
    expect(cellUpdate('4.20', 4.2)).toBeNull();
    expect(cellUpdate('4.3', 4.2)).toBe(4.3);
    expect(cellUpdate('', 4.2)).toBe('');
    expect(cellUpdate('', undefined)).toBeNull();
    expect(cellUpdate('0', 4.2)).toBe(0);
    expect(cellUpdate('-1', 4.2)).toBeNull();
    expect(cellUpdate('abc', undefined)).toBeNull();
  });

  it('when a cell holds a comma decimal, then it is read; with more than two decimals, then it is invalid and not sent', () => {
    expect(cellUpdate('4,35', 4.2)).toBe(4.35);
    expect(cellUpdate('4.205', 4.2)).toBeNull();
    expect(isInvalidPrice('4.205')).toBe(true);
    expect(isInvalidPrice('4,20')).toBe(false);
    expect(isInvalidPrice('')).toBe(false);
  });

  it("when an order is listed, then its reference is the server's number, or ORD-YYYYMM-id by the order's UTC month (a month-end order keeps its month in any time zone)", () => {
    expect(orderReference({ id: 42, created_at: '2026-03-05T10:00:00Z', order_number: 'ORD-202603-0042' })).toBe('ORD-202603-0042');
    expect(orderReference({ id: 42, created_at: '2026-03-05T10:00:00Z' })).toBe('ORD-202603-0042');
    expect(orderReference({ id: 7, created_at: '2026-03-31T23:30:00Z' })).toBe('ORD-202603-0007');
  });

  it('when a customer has no type, then the label says Regular', () => {
    expect(customerLabel({ contact_person: 'Ona', company_name: 'Bar MB', user_type: null, email: 'o@x.lt' }, 'Regular')).toBe(
      'Ona - Bar MB (Regular) - o@x.lt',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, parseMoneyInput } from './money.ts';

describe('money', () => {
  it.each([
    [0.285, 29],
    [1.005, 101],
    [19.99, 1999],
    [200, 20000],
    [-0.5, -50],
  ])('when %f euros become cents, then %i (half away from zero, no float noise)', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  it('when cents become euros, then two decimals survive the round trip', () => {
    expect(centsToEuros(35050)).toBe(350.5);
    expect(eurosToCents(centsToEuros(123457))).toBe(123457);
  });

  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12', 1200],
    ['0', 0],
    ['0,5', 50],
    ['.5', 50],
    [' 7,05 ', 705],
    ['007.10', 710],
    ['19.99', 1999],
  ])('when a person types %j, then it is read as %i cents', (text, cents) => {
    expect(parseMoneyInput(text)).toBe(cents);
  });

  it.each(['', '   ', '-1', '-0,50', '12,505', '1.234', '1,234.50', '1 000', '12,', 'abc', '12e2', '0x10', '+5', '1,2,3', 'Infinity', 'NaN'])(
    'when a person types %j, then it is not a money amount (null)',
    (text) => {
      expect(parseMoneyInput(text)).toBeNull();
    },
  );

  it('when the amount is too large for exact cents, then it is refused', () => {
    expect(parseMoneyInput('99999999999999999999')).toBeNull();
  });
});

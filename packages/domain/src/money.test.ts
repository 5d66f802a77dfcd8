import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents } from './money.ts';

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
});

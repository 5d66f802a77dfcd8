import { describe, expect, it } from 'vitest';
import { clampQuantity } from './clamp-quantity.ts';

describe('typed cart quantities (spec 5: clamped into range)', () => {
  it('when the value is above the stock, then it becomes the stock', () => {
    expect(clampQuantity(99_999, 10, 163)).toBe(163);
  });
  it('when the value is below the minimum order, then it becomes the minimum', () => {
    expect(clampQuantity(1, 10, 163)).toBe(10);
  });
  it('when the value is not a number, then it becomes the minimum', () => {
    expect(clampQuantity(Number.NaN, 3, 20)).toBe(3);
  });
  it('when a fraction is typed, then it is rounded to a whole quantity', () => {
    expect(clampQuantity(4.6, 1, 20)).toBe(5);
  });
  it('when the stock is below the minimum, then the minimum wins (the server refuses at checkout)', () => {
    expect(clampQuantity(12, 10, 5)).toBe(10);
  });
});

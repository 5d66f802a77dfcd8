import { describe, expect, it } from 'vitest';
import { clampQuantity, readTypedQuantity } from './typed-quantity.ts';

const range = { previous: 12, min: 10, max: 143 };

describe('a typed quantity (never changed silently)', () => {
  it('when text that is no whole number is typed ("abc", nothing, "4.5", "-3"), then the previous quantity stays and the note says why', () => {
    for (const text of ['abc', '', '  ', '4.5', '-3', '1e3', '12abc']) {
      expect(readTypedQuantity(text, range)).toEqual({ quantity: 12, note: { kind: 'notWhole', text: text.trim(), kept: 12 } });
    }
  });

  it('when more than the stock is typed, then the stock, and the note says it was capped', () => {
    expect(readTypedQuantity('500', range)).toEqual({ quantity: 143, note: { kind: 'capped', limit: 143 } });
  });

  it('when less than the minimum order is typed, then the minimum, and the note says it was raised', () => {
    expect(readTypedQuantity('3', range)).toEqual({ quantity: 10, note: { kind: 'raised', limit: 10 } });
  });

  it('when a quantity in range is typed (spaces around it too), then it, without a note', () => {
    expect(readTypedQuantity(' 40 ', range)).toEqual({ quantity: 40, note: null });
    expect(readTypedQuantity('143', range)).toEqual({ quantity: 143, note: null });
  });
});

describe('a quantity kept in range (spec 5)', () => {
  it('when the value is above the stock, then it becomes the stock', () => {
    expect(clampQuantity(99_999, 10, 163)).toBe(163);
  });
  it('when the value is below the minimum order, then it becomes the minimum', () => {
    expect(clampQuantity(1, 10, 163)).toBe(10);
  });
  it('when a fraction comes from a step, then it is rounded to a whole quantity', () => {
    expect(clampQuantity(4.6, 1, 20)).toBe(5);
  });
  it('when the stock is below the minimum, then the minimum wins (the server refuses at checkout)', () => {
    expect(clampQuantity(12, 10, 5)).toBe(10);
  });
});

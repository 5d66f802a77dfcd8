import { describe, expect, it } from 'vitest';
import { addableMaximum, unitsInCart } from './quantity-limits.ts';

describe('what a customer can still add', () => {
  it('when nothing is in the cart, then the stock rounded down to whole steps of the minimum order', () => {
    expect(addableMaximum({ stock: 45, inCart: 0, step: 10 })).toBe(40);
    expect(addableMaximum({ stock: 7, inCart: 0, step: 1 })).toBe(7);
  });

  it('when units are in the cart, then only the stock left over them, in whole steps', () => {
    expect(addableMaximum({ stock: 25, inCart: 10, step: 5 })).toBe(15);
    expect(addableMaximum({ stock: 25, inCart: 12, step: 5 })).toBe(10);
    expect(addableMaximum({ stock: 25, inCart: 12, step: 1 })).toBe(13);
  });

  it('when the cart holds the stock or more (stock fell meanwhile), then nothing, never a negative number', () => {
    expect(addableMaximum({ stock: 20, inCart: 20, step: 5 })).toBe(0);
    expect(addableMaximum({ stock: 20, inCart: 30, step: 5 })).toBe(0);
    expect(addableMaximum({ stock: 20, inCart: 16, step: 5 })).toBe(0);
  });

  it('when the step is odd (0 or a fraction), then whole units', () => {
    expect(addableMaximum({ stock: 9, inCart: 0, step: 0 })).toBe(9);
  });

  it('when the cart has lines of several products, then only the product’s own units count', () => {
    const items = [
      { product_id: 1, quantity: 4 },
      { product_id: 2, quantity: 10 },
    ];
    expect(unitsInCart(items, 2)).toBe(10);
    expect(unitsInCart(items, 3)).toBe(0);
    expect(unitsInCart(undefined, 1)).toBe(0);
  });
});

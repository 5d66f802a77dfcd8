import { describe, expect, it } from 'vitest';
import { bulkAddSchema, MAX_QUICK_ORDER_LINES, quickOrderRefusal, reorderFit } from './quick-order.ts';

const product = (stock: number, min = 1, active = true) => ({ stock, min_order_quantity: min, is_active: active });

describe('a quick-order line', () => {
  it('when the quantity is not a whole number from 1 to 1,000,000, then it is refused as such before anything else', () => {
    for (const quantity of [0, -3, 2.5, 1_000_001]) expect(quickOrderRefusal(undefined, quantity, 0)).toBe('invalid_quantity');
  });

  it('when the SKU names nothing, an inactive or a sold-out product, then the code says which', () => {
    expect(quickOrderRefusal(undefined, 1, 0)).toBe('unknown_sku');
    expect(quickOrderRefusal(product(10, 1, false), 1, 0)).toBe('inactive');
    expect(quickOrderRefusal(product(0), 1, 0)).toBe('out_of_stock');
  });

  it('when the cart already holds some, then the minimum and the stock apply to the sum', () => {
    expect(quickOrderRefusal(product(10, 5), 3, 0)).toBe('below_minimum');
    expect(quickOrderRefusal(product(10, 5), 3, 2)).toBeNull();
    expect(quickOrderRefusal(product(10), 4, 7)).toBe('insufficient_stock');
    expect(quickOrderRefusal(product(10), 3, 7)).toBeNull();
  });
});

describe('order again, one line', () => {
  it('when the product is gone, not sold, sold out or has less stock than its minimum, then nothing is added and the reason is given', () => {
    expect(reorderFit(undefined, 3, 0)).toEqual({ add: 0, reason: 'unavailable' });
    expect(reorderFit(product(10, 1, false), 3, 0)).toEqual({ add: 0, reason: 'unavailable' });
    expect(reorderFit(product(0), 3, 0)).toEqual({ add: 0, reason: 'out_of_stock' });
    expect(reorderFit(product(4, 5), 3, 0)).toEqual({ add: 0, reason: 'below_minimum' });
  });

  it('when the stock is short, then the quantity is lowered to it; when the cart holds it all, then nothing is added', () => {
    expect(reorderFit(product(4), 10, 0)).toEqual({ add: 4, reason: 'reduced_to_stock' });
    expect(reorderFit(product(10), 8, 6)).toEqual({ add: 4, reason: 'reduced_to_stock' });
    expect(reorderFit(product(10), 8, 10)).toEqual({ add: 0, reason: 'already_in_cart' });
  });

  it('when the minimum grew since the order, then the quantity is raised to it; otherwise the ordered quantity is added as it was', () => {
    expect(reorderFit(product(100, 10), 4, 0)).toEqual({ add: 10, reason: 'raised_to_minimum' });
    expect(reorderFit(product(100, 10), 4, 8)).toEqual({ add: 4, reason: null });
    expect(reorderFit(product(100, 2), 6, 0)).toEqual({ add: 6, reason: null });
  });
});

describe('the bulk-add body', () => {
  it('when it has no lines or more than 500, or a line of the wrong type, then it is malformed; a bad quantity alone is not', () => {
    const line = { sku: 'A-1', quantity: 1 };
    expect(bulkAddSchema.safeParse({ items: [] }).success).toBe(false);
    expect(bulkAddSchema.safeParse({ items: Array.from({ length: MAX_QUICK_ORDER_LINES + 1 }, () => line) }).success).toBe(false);
    expect(bulkAddSchema.safeParse({ items: [{ sku: 5, quantity: 1 }] }).success).toBe(false);
    expect(bulkAddSchema.safeParse({ items: [{ sku: 'A-1', quantity: '1' }] }).success).toBe(false);
    expect(bulkAddSchema.safeParse({ items: Array.from({ length: MAX_QUICK_ORDER_LINES }, () => ({ sku: 'A-1', quantity: -2.5 })) }).success).toBe(
      true,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { type DraftLine, lineOverStock, mostForOrder } from './order-item-lines.ts';

// An order holding 3 of a product with 142 left in stock may be edited up to 145 of it.
const order = { items: [{ product_id: 7, quantity: 3 }] } as Parameters<typeof mostForOrder>[0];
const line = (product_id: number, quantity: string) => ({ key: `k-${product_id}`, product_id, quantity }) as DraftLine;

describe('the most of a product an order edit may ask for', () => {
  it('when the order already holds 3 and 142 are in stock, then the limit is 145, not 142', () => {
    expect(mostForOrder(order, { id: 7, stock: 142 })).toBe(145);
  });

  it('when the product is not in the order, then the limit is its stock', () => {
    expect(mostForOrder(order, { id: 8, stock: 142 })).toBe(142);
  });

  it('when 145 are asked, then the edit fits; when 146, then it is refused naming 145 and the 3 held', () => {
    const products = [{ id: 7, stock: 142 }];
    expect(lineOverStock(order, [line(7, '145')], products)).toBeNull();
    expect(lineOverStock(order, [line(7, '146')], products)).toMatchObject({ most: 145, held: 3 });
  });
});

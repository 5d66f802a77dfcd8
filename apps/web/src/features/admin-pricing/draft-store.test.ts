import { describe, expect, it } from 'vitest';
import { PriceDraftStore } from './draft-store.ts';
import { storedCustomerCells, storedTypeCells, typePriceKey } from './stored-prices.ts';

/** A store that has read one page: products 1 and 2, stored at 5 € (version 3) and 6 € (version 9). */
const store = () => {
  const prices = new PriceDraftStore<number>();
  prices.remember(
    [1, 2],
    new Map([
      [1, 5],
      [2, 6],
    ]),
    new Map([
      [1, 3],
      [2, 9],
    ]),
  );
  return prices;
};

describe('versions of the price tables', () => {
  it('when a stored price is edited, then the save sends the version it had; a product without a price sends 0', () => {
    const prices = store();
    prices.setText(1, '5.50');
    prices.setText(7, '4');
    expect(prices.baseVersion(1)).toBe(3);
    expect(prices.baseVersion(7)).toBe(0);
  });

  it('when the page is read again while a cell is being typed into, then the cell keeps the version its typing began at', () => {
    const prices = store();
    prices.setText(1, '5.50');
    prices.remember([1], new Map([[1, 5.2]]), new Map([[1, 4]]));
    expect(prices.baseVersion(1)).toBe(3);
  });

  it('when a refused save is reloaded, then drafts of prices changed meanwhile are dropped and the others stay', () => {
    const prices = store();
    prices.setText(1, '5.50');
    prices.setText(2, '6.50');
    prices.setMany([[8, '3']]);
    expect(prices.draftedKeys().toSorted()).toEqual([1, 2, 8]);
    const dropped = prices.reloadOriginal(
      [1, 2, 8],
      new Map([
        [1, 5.2],
        [2, 6],
        [8, 2.9],
      ]),
      new Map([
        [1, 4],
        [2, 9],
        [8, 1],
      ]),
    );
    expect(dropped).toBe(2);
    expect(prices.getText(1)).toBe('5.20');
    expect(prices.getText(8)).toBe('2.90');
    expect(prices.getText(2)).toBe('6.50');
    expect(prices.baseVersion(2)).toBe(9);
  });

  it('when a draft is saved or cleared, then the next typing starts from the stored version again', () => {
    const prices = store();
    prices.setText(1, '5.50');
    prices.commit([[1, 5.5]]);
    prices.remember([1], new Map([[1, 5.5]]), new Map([[1, 4]]));
    prices.setText(1, '6');
    expect(prices.baseVersion(1)).toBe(4);
    prices.clearDraft(1);
    expect(prices.baseVersion(1)).toBe(4);
  });
});

describe('typed prices across pages (decision 077)', () => {
  it('when a price is typed on page 1 and another on page 2, then both are saved together, each with its own stored price and version', () => {
    const prices = new PriceDraftStore<number>();
    // Page 1: products 1 and 2, only 1 priced; the administrator types into 1.
    prices.remember(...cellsOf(storedCustomerCells({ productIds: [1, 2], prices: [{ product_id: 1, price: 5, version: 3 }] })));
    prices.setText(1, '4.50');
    // Page 2: products 3 and 4, only 4 priced; the administrator types into 3 (no stored price) and 4.
    prices.remember(...cellsOf(storedCustomerCells({ productIds: [3, 4], prices: [{ product_id: 4, price: 8, version: 2 }] })));
    prices.setText(3, '7');
    prices.setText(4, '8.00');

    // Page 1's typing and stored price survive reading page 2; 4 typed as stored is no change.
    expect(prices.getText(1)).toBe('4.50');
    expect(prices.getOriginal(1)).toBe(5);
    expect(prices.changes()).toEqual([
      [1, 4.5],
      [3, 7],
    ]);
    expect([prices.baseVersion(1), prices.baseVersion(3)]).toEqual([3, 0]);
  });

  it('when a page is read again, then only its cells change: a price removed meanwhile is forgotten, the other pages stay known', () => {
    const prices = new PriceDraftStore<string>();
    prices.remember(
      ['a', 'b'],
      new Map([
        ['a', 1],
        ['b', 2],
      ]),
      new Map([
        ['a', 1],
        ['b', 1],
      ]),
    );
    prices.remember(['c'], new Map([['c', 3]]), new Map([['c', 5]]));
    prices.remember(['a', 'b'], new Map([['a', 1.5]]), new Map([['a', 2]]));
    expect([prices.getOriginal('a'), prices.getOriginal('b'), prices.getOriginal('c')]).toEqual([1.5, undefined, 3]);
    expect([prices.baseVersion('a'), prices.baseVersion('b'), prices.baseVersion('c')]).toEqual([2, 0, 5]);
  });

  it('when a template fills page 1 and the filter then shows other products, then the filled cells are still among the changes', () => {
    const prices = new PriceDraftStore<ReturnType<typeof typePriceKey>>();
    prices.remember(...cellsOf(storedTypeCells({ productIds: [10, 11], prices: [{ user_type: 'BAR', product_id: 11, price: 4, version: 6 }] })));
    prices.setMany([
      [typePriceKey(10, 'SHOP'), '9.00'],
      [typePriceKey(11, 'SHOP'), '3.60'],
    ]);
    prices.remember(...cellsOf(storedTypeCells({ productIds: [20], prices: [] })));
    prices.setText(typePriceKey(20, 'BAR'), '2');
    expect(prices.changes()).toEqual([
      ['10:SHOP', 9],
      ['11:SHOP', 3.6],
      ['20:BAR', 2],
    ]);
    expect(prices.getOriginal(typePriceKey(11, 'BAR'))).toBe(4);
    expect(prices.baseVersion(typePriceKey(11, 'BAR'))).toBe(6);
  });

  it('when Discard Changes is pressed, then the typing goes and the stored prices stay; when every price is cleared, then both go', () => {
    const prices = store();
    prices.setText(1, '1');
    prices.reset();
    expect(prices.changes()).toEqual([]);
    expect(prices.getText(1)).toBe('5.00');
    prices.setText(2, '1');
    prices.forget();
    expect([prices.changes(), prices.getText(1), prices.baseVersion(1)]).toEqual([[], '', 0]);
  });
});

function cellsOf<K>(cells: { keys: K[]; prices: Map<K, number>; versions: Map<K, number> }) {
  return [cells.keys, cells.prices, cells.versions] as const;
}

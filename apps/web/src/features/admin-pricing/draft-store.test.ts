import { describe, expect, it } from 'vitest';
import { PriceDraftStore } from './draft-store.ts';

const store = () => {
  const prices = new PriceDraftStore<number>();
  prices.setOriginal(
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

  it('when the prices are read again while a cell is being typed into, then the cell keeps the version its typing began at', () => {
    const prices = store();
    prices.setText(1, '5.50');
    prices.setOriginal(new Map([[1, 5.2]]), new Map([[1, 4]]));
    expect(prices.baseVersion(1)).toBe(3);
  });

  it('when a refused save is reloaded, then drafts of prices changed meanwhile are dropped and the others stay', () => {
    const prices = store();
    prices.setText(1, '5.50');
    prices.setText(2, '6.50');
    prices.setMany([[8, '3']]);
    const dropped = prices.reloadOriginal(
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
    prices.setOriginal(new Map([[1, 5.5]]), new Map([[1, 4]]));
    prices.setText(1, '6');
    expect(prices.baseVersion(1)).toBe(4);
    prices.clearDraft(1);
    expect(prices.baseVersion(1)).toBe(4);
  });
});

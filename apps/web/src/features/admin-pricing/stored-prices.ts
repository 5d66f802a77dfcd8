import { useLayoutEffect } from 'react';
import { PRICING_PRODUCT_IDS_MAX } from '@shop/domain';
import { getCustomerPrices, type CustomerPricesRead } from './api/get-customer-prices.ts';
import { getUserTypePrices, type UserTypePricesRead } from './api/get-user-type-prices.ts';
import type { PriceDraftStore } from './draft-store.ts';
import { chunks } from './pricing-utils.ts';

/** A cell of the shop & bar table: a product's SHOP or BAR price. */
export type TypePriceKey = `${number}:${'SHOP' | 'BAR'}`;
export const typePriceKey = (productId: number, type: 'SHOP' | 'BAR'): TypePriceKey => `${productId}:${type}`;
export const productOfKey = (key: TypePriceKey): number => Number(key.split(':')[0]);

/** What one read of stored prices tells the draft store: every cell it covers, with the prices and versions stored. */
export interface StoredCells<K> {
  keys: K[];
  prices: Map<K, number>;
  versions: Map<K, number>;
}

/** The SHOP and BAR cells of the products read, those without a stored price too. */
export function storedTypeCells(read: Pick<UserTypePricesRead, 'productIds' | 'prices'>): StoredCells<TypePriceKey> {
  const cells: StoredCells<TypePriceKey> = {
    keys: read.productIds.flatMap((id) => [typePriceKey(id, 'SHOP'), typePriceKey(id, 'BAR')]),
    prices: new Map(),
    versions: new Map(),
  };
  for (const price of read.prices) {
    const key = typePriceKey(price.product_id, price.user_type);
    cells.prices.set(key, price.price);
    cells.versions.set(key, price.version);
  }
  return cells;
}

/** One customer's cells of the products read, those without a custom price too. */
export function storedCustomerCells(read: Pick<CustomerPricesRead, 'productIds' | 'prices'>): StoredCells<number> {
  return {
    keys: [...read.productIds],
    prices: new Map(read.prices.map((price) => [price.product_id, price.price])),
    versions: new Map(read.prices.map((price) => [price.product_id, price.version])),
  };
}

/**
 * Each read of the page shown adds its cells to what the store knows (the other pages' stay known),
 * before the page is painted: a cell is never typed into before its stored version is known.
 */
export function useRememberedCells<K extends string | number>(store: PriceDraftStore<K>, cells: StoredCells<K> | undefined): void {
  useLayoutEffect(() => {
    if (cells) store.remember(cells.keys, cells.prices, cells.versions);
  }, [cells, store]);
}

/** The stored prices of every product typed into, on whichever page, read in runs of at most 200 products (after a refused save). */
async function readAll<K>(productIds: readonly number[], read: (ids: number[]) => Promise<StoredCells<K>>): Promise<StoredCells<K>> {
  const all: StoredCells<K> = { keys: [], prices: new Map(), versions: new Map() };
  for (const ids of chunks([...new Set(productIds)], PRICING_PRODUCT_IDS_MAX)) {
    const cells = await read(ids);
    all.keys.push(...cells.keys);
    for (const [key, price] of cells.prices) all.prices.set(key, price);
    for (const [key, version] of cells.versions) all.versions.set(key, version);
  }
  return all;
}

export const readTypeCells = (productIds: readonly number[]) => readAll(productIds, async (ids) => storedTypeCells(await getUserTypePrices(ids)));

export const readCustomerCells = (userId: number, productIds: readonly number[]) =>
  readAll(productIds, async (ids) => storedCustomerCells(await getCustomerPrices(userId, ids)));

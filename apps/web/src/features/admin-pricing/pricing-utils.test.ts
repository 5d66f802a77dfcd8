import { describe, expect, it } from 'vitest';
import type { ProductView } from '@shop/domain';
import {
  buildSearchIndex,
  cellUpdate,
  isInvalidPrice,
  customerLabel,
  EMPTY_FILTER,
  filterProducts,
  inPriceRange,
  orderReference,
  templatePrice,
} from './pricing-utils.ts';

const product = (id: number, over: Partial<ProductView>): ProductView =>
  ({
    id,
    slug: `p${id}`,
    brand: 'Adalya',
    name: 'Blue Ice',
    flavor: 'Blueberry',
    weight: '1kg',
    category: 'Classic',
    description: null,
    image_url: null,
    price: 30,
    price_excl_vat_excise: null,
    display_price: 20,
    price_level: 'wholesale',
    sku: `SKU-${id}`,
    wholesale_price: 20,
    ...over,
  }) as ProductView;

describe('pricing dashboard rules', () => {
  it('when a price sits on a bucket edge, then 20 and 50 are in 20–50 and 100 is in 50–100', () => {
    expect(inPriceRange(19.99, 'under20')).toBe(true);
    expect(inPriceRange(20, '20to50')).toBe(true);
    expect(inPriceRange(50, '20to50')).toBe(true);
    expect(inPriceRange(50.01, '50to100')).toBe(true);
    expect(inPriceRange(100, '50to100')).toBe(true);
    expect(inPriceRange(100.01, 'over100')).toBe(true);
  });

  it('when searching, then name, brand and SKU match without accents or case', () => {
    const products = [product(1, { name: 'Dūmų Mix' }), product(2, { brand: 'Fumari', sku: 'FUM-2' }), product(3, { wholesale_price: 120 })];
    const index = buildSearchIndex(products);
    expect(filterProducts(products, { ...EMPTY_FILTER, search: 'dumu' }, index).map((p) => p.id)).toEqual([1]);
    expect(filterProducts(products, { ...EMPTY_FILTER, search: 'fum-2' }, index).map((p) => p.id)).toEqual([2]);
    // By words, each in any field, a weight in grams (decision 064): "adalya 1000g" is the brand and "1kg".
    expect(filterProducts(products, { ...EMPTY_FILTER, search: 'ADALYA 1000g mix' }, index).map((p) => p.id)).toEqual([1]);
    expect(filterProducts(products, { ...EMPTY_FILTER, search: 'fumari 50g' }, index).map((p) => p.id)).toEqual([]);
    expect(filterProducts(products, { ...EMPTY_FILTER, priceRange: 'over100' }, index).map((p) => p.id)).toEqual([3]);
    expect(filterProducts(products, { ...EMPTY_FILTER, priceRange: 'over100' }, index, false)).toHaveLength(3);
  });

  it('when a template applies, then the wholesale price is multiplied and rounded to the cent', () => {
    expect(templatePrice(4.5, 0.9)).toBe('4.05');
    expect(templatePrice(10.1, 1.05)).toBe('10.61');
    expect(templatePrice(55.29, 0.85)).toBe('47.00');
    expect(templatePrice(55.29, 1)).toBe('55.29');
  });

  it('when a cell is edited, then only real changes are sent and an emptied stored price is sent as empty', () => {
    expect(cellUpdate('4.20', 4.2)).toBeNull();
    expect(cellUpdate('4.3', 4.2)).toBe(4.3);
    expect(cellUpdate('', 4.2)).toBe('');
    expect(cellUpdate('', undefined)).toBeNull();
    expect(cellUpdate('0', 4.2)).toBe(0);
    expect(cellUpdate('-1', 4.2)).toBeNull();
    expect(cellUpdate('abc', undefined)).toBeNull();
  });

  it('when a cell holds a comma decimal, then it is read; with more than two decimals, then it is invalid and not sent', () => {
    expect(cellUpdate('4,35', 4.2)).toBe(4.35);
    expect(cellUpdate('4.205', 4.2)).toBeNull();
    expect(isInvalidPrice('4.205')).toBe(true);
    expect(isInvalidPrice('4,20')).toBe(false);
    expect(isInvalidPrice('')).toBe(false);
  });

  it("when an order is listed, then its reference is the server's number, or ORD-YYYYMM-id by the order's UTC month (a month-end order keeps its month in any time zone)", () => {
    expect(orderReference({ id: 42, created_at: '2026-03-05T10:00:00Z', order_number: 'ORD-202603-0042' })).toBe('ORD-202603-0042');
    expect(orderReference({ id: 42, created_at: '2026-03-05T10:00:00Z' })).toBe('ORD-202603-0042');
    expect(orderReference({ id: 7, created_at: '2026-03-31T23:30:00Z' })).toBe('ORD-202603-0007');
  });

  it('when a customer has no type, then the label says Regular', () => {
    expect(customerLabel({ contact_person: 'Ona', company_name: 'Bar MB', user_type: null, email: 'o@x.lt' }, 'Regular')).toBe(
      'Ona - Bar MB (Regular) - o@x.lt',
    );
  });
});

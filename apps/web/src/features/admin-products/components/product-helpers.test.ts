import { describe, expect, it } from 'vitest';
import { productInputSchema, type ProductView } from '@shop/domain';
import { checkPhoto, PHOTO_MAX_BYTES } from './photo-check.ts';
import { parsePriceInput, parseStockInput, percentOf } from './percent-price.ts';
import { copyProductValues, emptyProductValues, normaliseProductValues, productToValues } from './product-values.ts';

const product: ProductView = {
  id: 7,
  slug: 'x',
  brand: 'Adalya',
  name: 'Hawaii',
  flavor: 'Pineapple',
  weight: '50g',
  category: null,
  description: null,
  image_url: '/uploads/products/a.webp',
  price: 7.7,
  price_excl_vat_excise: null,
  display_price: 7.7,
  price_level: 'retail',
  sku: 'ADA-017-50G',
  stock: 26,
  min_order_quantity: 10,
  wholesale_price: 4.77,
  is_active: true,
};

describe('bulk public price shortcuts', () => {
  it('when 80, 85 or 90 % of a retail price is asked, then it is rounded to the cent', () => {
    expect(percentOf(7.8, 85)).toBe('6.63');
    expect(percentOf(89.3, 85)).toBe('75.91');
    expect(percentOf(7.7, 90)).toBe('6.93');
    expect(percentOf(10, 80)).toBe('8.00');
  });

  it('when a price input is blank, then it clears (null); 0, negative or non-numbers are invalid', () => {
    expect(parsePriceInput('  ')).toEqual({ valid: true, value: null });
    expect(parsePriceInput('6,5')).toEqual({ valid: true, value: 6.5 });
    expect(parsePriceInput('0,00')).toEqual({ valid: false });
    expect(parsePriceInput('-1')).toEqual({ valid: false });
    expect(parsePriceInput('abc')).toEqual({ valid: false });
  });

  it('when a stock input is not a whole number of at least 0, then it is refused', () => {
    expect(parseStockInput('12')).toBe(12);
    expect(parseStockInput('0')).toBe(0);
    expect(parseStockInput('-3')).toBeNull();
    expect(parseStockInput('1.5')).toBeNull();
    expect(parseStockInput('')).toBeNull();
  });
});

describe('product photo check', () => {
  it('when the file is not JPEG, PNG, GIF or WebP, then only image files are allowed', () => {
    expect(checkPhoto({ name: 'notes.txt', type: 'text/plain', size: 5 })).toBe('onlyImageFilesAllowed');
    expect(checkPhoto({ name: 'photo.svg', type: 'image/svg+xml', size: 5 })).toBe('onlyImageFilesAllowed');
  });

  it('when the file is 5 MB or more, then it is too large; under 5 MB it passes', () => {
    expect(checkPhoto({ name: 'big.jpg', type: 'image/jpeg', size: PHOTO_MAX_BYTES })).toBe('fileSizeMustBeLess');
    expect(checkPhoto({ name: 'ok.webp', type: 'image/webp', size: PHOTO_MAX_BYTES - 1 })).toBeNull();
  });
});

describe('product form values', () => {
  it('when a product is copied, then the name gets the suffix, the SKU is empty and stock is 0', () => {
    const copy = copyProductValues(product, ' (copy)');
    expect(copy).toMatchObject({
      name: 'Hawaii (copy)',
      sku: '',
      stock: 0,
      brand: 'Adalya',
      price: 7.7,
      min_order_quantity: 10,
      image_url: '/uploads/products/a.webp',
    });
  });

  it('when a stored product is edited, then its version goes with the values; a copy carries none', () => {
    const stored = { ...product, version: 4 };
    expect(productToValues(stored).version).toBe(4);
    expect(productInputSchema.parse(normaliseProductValues(productToValues(stored))).version).toBe(4);
    expect(copyProductValues(stored, ' (copy)')).not.toHaveProperty('version');
  });

  it('when optional prices and texts are empty, then they are sent as null and the schema accepts them', () => {
    const values = { ...emptyProductValues(), brand: 'B', name: 'N', flavor: 'F', weight: '50g', price: 12.1, wholesale_price: Number.NaN };
    const parsed = productInputSchema.parse(normaliseProductValues(values));
    expect(parsed).toMatchObject({
      wholesale_price: null,
      price_excl_vat_excise: null,
      sku: null,
      category: null,
      description: null,
      stock: 0,
      min_order_quantity: 1,
    });
  });

  it('when the retail price is empty, then the schema says it is required', () => {
    const result = productInputSchema.safeParse(normaliseProductValues({ ...emptyProductValues(), brand: 'B', name: 'N', flavor: 'F', weight: 'W' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('priceRequired');
  });
});

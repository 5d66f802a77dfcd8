import { describe, expect, it } from 'vitest';
import { clampDescription, MAX_DESCRIPTION_LENGTH, productFacts, productTitle } from './product-meta.ts';

const product = { brand: 'Al Fakher', name: 'Double Apple', flavor: 'Apple, anise', weight: '250 g' };

describe('product page meta', () => {
  it('when a product has brand, name, flavour and weight, then its facts name all four and nothing else', () => {
    expect(productFacts(product)).toBe('Al Fakher Double Apple, Apple, anise, 250 g');
  });

  it('when a product has no flavour text, then its facts leave the empty part out', () => {
    expect(productFacts({ ...product, flavor: ' ' })).toBe('Al Fakher Double Apple, 250 g');
  });

  it('when a product is titled, then the title is brand, name and weight', () => {
    expect(productTitle(product)).toBe('Al Fakher Double Apple 250 g');
  });

  it('when a description fits, then it is kept as written (spaces tidied)', () => {
    expect(clampDescription('  Al Fakher  Double Apple. ')).toBe('Al Fakher Double Apple.');
  });

  it('when a description is too long, then it is cut at a whole word to at most 160 characters with an ellipsis', () => {
    const long = `${'word '.repeat(60)}end`;
    const clamped = clampDescription(long);
    expect(clamped.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(clamped.endsWith('word…')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { compareWeights, weightInGrams } from './catalogue-filters.ts';

describe('weights', () => {
  it('when weights are written in grams or kilograms, with or without a space or a decimal comma, then they are read as grams', () => {
    expect(weightInGrams('50g')).toBe(50);
    expect(weightInGrams('1 kg')).toBe(1000);
    expect(weightInGrams('0,5 kg')).toBe(500);
    expect(weightInGrams('200 gr.')).toBe(200);
    expect(weightInGrams('a tin')).toBeNull();
  });

  it('when weights are sorted, then the lightest come first and weights written otherwise follow in alphabetical order', () => {
    expect(['1kg', 'box', '250g', '25g', '50g', '100g', 'Assorted'].toSorted(compareWeights)).toEqual([
      '25g',
      '50g',
      '100g',
      '250g',
      '1kg',
      'Assorted',
      'box',
    ]);
  });
});

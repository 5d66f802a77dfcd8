import { describe, expect, it } from 'vitest';
import { productDisplayName } from './product-name.ts';

describe('productDisplayName', () => {
  it('when a product has a weight, then it is named with it', () => {
    expect(productDisplayName({ name: 'Hawaii', weight: '50g' })).toBe('Hawaii 50g');
    expect(productDisplayName({ name: ' Love 66 ', weight: ' 1 kg ' })).toBe('Love 66 1 kg');
  });

  it('when the name already ends with its weight or there is none, then the weight is not added', () => {
    expect(productDisplayName({ name: 'Hawaii 50G', weight: '50g' })).toBe('Hawaii 50G');
    expect(productDisplayName({ name: 'Hawaii', weight: '' })).toBe('Hawaii');
    expect(productDisplayName({ name: 'Hawaii' })).toBe('Hawaii');
  });
});

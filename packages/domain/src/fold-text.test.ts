import { describe, expect, it } from 'vitest';
import { catalogueSearchWords, productMatchesSearch, productSearchText } from './product-search.ts';
import { foldText, holdsEveryWord, searchWords } from './fold-text.ts';

const darkside = productSearchText({ sku: 'DS-025', brand: 'Darkside', name: 'Šaltmėtė', flavor: 'Cooling mint', weight: '25g', category: 'Strong' });
const adalyaKilo = productSearchText({ sku: 'ADA-1', brand: 'Adalya', name: 'Love 66', flavor: 'Melon', weight: '1 kg', category: null });
const appleSmall = productSearchText({
  sku: 'ALF-1',
  brand: 'Al Fakher',
  name: 'Double Apple',
  flavor: 'Apple, anise',
  weight: '50g',
  category: null,
});
const appleBig = productSearchText({
  sku: 'ALF-2',
  brand: 'Al Fakher',
  name: 'Double Apple',
  flavor: 'Apple, anise',
  weight: '250g',
  category: null,
});
const finds = (query: string, text: string) => holdsEveryWord(text, catalogueSearchWords(query));

describe('search by words', () => {
  it('when a search is split, then its words are folded, each once, spaces ignored', () => {
    expect(searchWords('  Darkside   ŠALTMĖTĖ darkside ')).toEqual(['darkside', 'saltmete']);
    expect(searchWords('   ')).toEqual([]);
    expect(foldText('Lounge  KAUNAS')).toBe('lounge kaunas');
  });

  it('when every word is somewhere in the text, in any order and field, then it matches; one missing word, then not', () => {
    expect(finds('darkside saltmete', darkside)).toBe(true);
    expect(finds('SALTMETE strong ds-025', darkside)).toBe(true);
    expect(finds('darkside banana', darkside)).toBe(false);
  });

  it('when a weight is typed, then it is compared in grams at the start of a word: 1kg finds 1 kg, 50g does not find 250g', () => {
    expect(finds('adalya 1kg', adalyaKilo)).toBe(true);
    expect(finds('adalya 1000g', adalyaKilo)).toBe(true);
    expect(finds('adalya 1 kg', adalyaKilo)).toBe(true);
    expect(finds('double apple 250g', appleBig)).toBe(true);
    expect(finds('double apple 250g', appleSmall)).toBe(false);
    expect(finds('double apple 50g', appleSmall)).toBe(true);
    expect(finds('double apple 50g', appleBig)).toBe(false);
  });
});

describe('a product in a local list', () => {
  it('when the web filters its own list of products, then it matches as the server does', () => {
    const product = { sku: 'ADA-1', brand: 'Adalya', name: 'Love 66', flavor: 'Melon', weight: '1 kg' };
    expect(productMatchesSearch(product, 'adalya 1kg')).toBe(true);
    expect(productMatchesSearch(product, '  ')).toBe(true);
    expect(productMatchesSearch(product, 'adalya 50g')).toBe(false);
  });
});

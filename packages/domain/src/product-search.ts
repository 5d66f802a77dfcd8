import { weightInGrams } from './catalogue-filters.ts';
import { foldText, holdsEveryWord, searchWords } from './fold-text.ts';

// What a catalogue search matches of a product (decision 064), on the server and in the web's local lists.

/** A weight's word in a product's search text and in a catalogue search: its grams, after a space (" 1000g"). */
function weightWord(weight: string): string | null {
  const grams = weightInGrams(weight);
  return grams === null ? null : ` ${Number(grams.toFixed(3))}g`;
}

/**
 * What a catalogue search matches of a product (decision 064): SKU, brand, name, flavour, weight as
 * written and category, folded, then the weight in grams (" 1000g" for "1kg", "1 kg" or "1000 g").
 */
export function productSearchText(product: {
  sku: string;
  brand: string;
  name: string;
  flavor: string;
  weight: string;
  category: string | null;
}): string {
  const { sku, brand, name, flavor, weight, category } = product;
  return `${foldText([sku, brand, name, flavor, weight, category ?? ''].join(' '))}${weightWord(weight) ?? ''}`;
}

/**
 * A catalogue search's words: a word that is a weight ("1kg", "250g", "500gr") becomes its grams at
 * the start of a word, so "1kg" finds "1000 g" and "50g" finds 50 g but not 250 g.
 */
export function catalogueSearchWords(query: string): string[] {
  return searchWords(query).map((word) => weightWord(word) ?? word);
}

/** Whether a product as the API shows it matches a catalogue search as the server decides it (the web's local product lists). */
export function productMatchesSearch(
  product: { sku?: string | null | undefined; brand: string; name: string; flavor: string; weight: string; category?: string | null | undefined },
  query: string,
): boolean {
  const words = catalogueSearchWords(query);
  return words.length === 0 || holdsEveryWord(productSearchText({ ...product, sku: product.sku ?? '', category: product.category ?? null }), words);
}

// No zod here: the catalogue's first load reads this file (its order select and the weights' order).

/** The orders of the product lists (GET /api/products?sort=); none: brand, name and weight. */
export const PRODUCT_SORTS = ['newest', 'oldest', 'name_asc', 'name_desc', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export function isProductSort(value: string | null | undefined): value is ProductSort {
  return typeof value === 'string' && (PRODUCT_SORTS as readonly string[]).includes(value);
}

const UNIT_GRAMS: Record<string, number> = { mg: 0.001, g: 1, gr: 1, kg: 1000 };

/** Grams of a weight written like "50g", "1 kg" or "0,5 kg"; null when it is not written so. */
export function weightInGrams(weight: string): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(mg|gr|g|kg)\.?\s*$/i.exec(weight);
  if (!match) return null;
  return Number(match[1]!.replace(',', '.')) * UNIT_GRAMS[match[2]!.toLowerCase()]!;
}

/** Lightest first ("25g", "50g", "250g", "1kg"); weights written otherwise follow, in alphabetical order. */
export function compareWeights(a: string, b: string): number {
  const [ga, gb] = [weightInGrams(a), weightInGrams(b)];
  if (ga !== null && gb !== null && ga !== gb) return ga - gb;
  if ((ga === null) !== (gb === null)) return ga === null ? 1 : -1;
  return a.localeCompare(b, 'en', { numeric: true });
}

import type { ProductView } from '@shop/domain';

/** Search engines show about this many characters of a description. */
export const MAX_DESCRIPTION_LENGTH = 160;

type ProductFacts = Pick<ProductView, 'brand' | 'name' | 'flavor' | 'weight'>;

/** The product page's own title part: brand, name and weight. */
export function productTitle(product: ProductFacts): string {
  return [product.brand, product.name, product.weight]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** "Brand Name, flavour, 200 g": the product's facts for its description; no price, no praise. */
export function productFacts(product: ProductFacts): string {
  const name = [product.brand, product.name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return [name, product.flavor.trim(), product.weight.trim()].filter(Boolean).join(', ');
}

/** Cuts a description that is too long at the last whole word and marks the cut with "…". */
export function clampDescription(text: string, max = MAX_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

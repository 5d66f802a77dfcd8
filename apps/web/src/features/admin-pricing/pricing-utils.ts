import {
  catalogueSearchWords,
  centsToEuros,
  eurosToCents,
  holdsEveryWord,
  orderNumber,
  productSearchText,
  type AdminUser,
  type ProductView,
} from '@shop/domain';

import { moneyText, parseMoneyText } from '@/lib/money-text.ts';

/** A product as a price field names it ("Al Fakher Double Apple 50g"); its id when it is not in the list. */
export const productName = (product: Pick<ProductView, 'brand' | 'name' | 'weight'> | undefined, id: number): string =>
  product ? `${product.brand} ${product.name} ${product.weight}` : `#${id}`;

/** Price buckets of spec section 9, by wholesale price: under 20, 20–50, over 50 to 100, over 100 €. */
export const PRICE_RANGES = ['under20', '20to50', '50to100', 'over100'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

export interface ProductFilter {
  search: string;
  brand: string;
  category: string;
  /** '' for every price; ignored on the customers tab. */
  priceRange: PriceRange | '';
}

export const EMPTY_FILTER: ProductFilter = { search: '', brand: '', category: '', priceRange: '' };

export function isFilterActive(filter: ProductFilter): boolean {
  return Boolean(filter.search.trim() || filter.brand || filter.category || filter.priceRange);
}

/** The price the hierarchy starts from (level 1); retail only when a product has no wholesale price. */
export function wholesaleOf(product: Pick<ProductView, 'wholesale_price' | 'price'>): number {
  return typeof product.wholesale_price === 'number' ? product.wholesale_price : product.price;
}

export function inPriceRange(price: number, range: PriceRange | ''): boolean {
  switch (range) {
    case 'under20':
      return price < 20;
    case '20to50':
      return price >= 20 && price <= 50;
    case '50to100':
      return price > 50 && price <= 100;
    case 'over100':
      return price > 100;
    default:
      return true;
  }
}

/** Search text per product as the server keeps it (productSearchText), built once per product list (not once per keystroke). */
export function buildSearchIndex(products: readonly ProductView[]): Map<number, string> {
  return new Map(
    products.map((product) => [product.id, productSearchText({ ...product, sku: product.sku ?? '', category: product.category ?? null })]),
  );
}

/** Search matches every word in SKU, brand, name, flavour, weight or category (decision 064); brand and category are exact; price range by wholesale. */
export function filterProducts(
  products: readonly ProductView[],
  filter: ProductFilter,
  index: Map<number, string>,
  usePriceRange = true,
): ProductView[] {
  const terms = catalogueSearchWords(filter.search);
  return products.filter((product) => {
    if (filter.brand && product.brand !== filter.brand) return false;
    if (filter.category && (product.category ?? '') !== filter.category) return false;
    if (usePriceRange && filter.priceRange && !inPriceRange(wholesaleOf(product), filter.priceRange)) return false;
    if (terms.length) {
      const text = index.get(product.id) ?? '';
      return holdsEveryWord(text, terms);
    }
    return true;
  });
}

export function distinctSorted(values: Iterable<string | null | undefined>): string[] {
  const set = new Set<string>();
  for (const value of values) if (value) set.add(value);
  return [...set].sort((a, b) => a.localeCompare(b));
}

/** Dashboard templates of spec section 9, each a factor of the wholesale price per customer type. */
export const PRICING_TEMPLATES = [
  { id: 'shopDiscount', factors: { SHOP: 0.9 } },
  { id: 'barMarkup', factors: { BAR: 1.05 } },
  { id: 'shopBulk', factors: { SHOP: 0.85 } },
  { id: 'equalWholesale', factors: { SHOP: 1, BAR: 1 } },
] as const satisfies ReadonlyArray<{ id: string; factors: Partial<Record<'SHOP' | 'BAR', number>> }>;
export type PricingTemplateId = (typeof PRICING_TEMPLATES)[number]['id'];

/** Wholesale times a factor, rounded half-up to the cent, as the text an input shows in the screen's language ("4,05", "4.05"). */
export function templatePrice(wholesale: number, factor: number): string {
  const cents = Math.round(Math.round(wholesale * 100) * factor + 1e-9);
  return moneyText(cents / 100);
}

/**
 * What to send for one edited cell, or null when nothing is to be sent:
 * a number ≥ 0 is sent (0 deletes), an emptied cell deletes a stored price (''), anything else is skipped.
 */
export function cellUpdate(draft: string, original: number | undefined): number | '' | null {
  const text = draft.trim();
  if (text === '') return original === undefined ? null : '';
  const cents = parseMoneyText(text);
  if (cents === null) return null;
  if (original !== undefined && eurosToCents(original) === cents) return null;
  if (original === undefined && cents === 0) return null;
  return centsToEuros(cents);
}

/** True when the text of a price input is not a usable price. */
export function isInvalidPrice(draft: string): boolean {
  const text = draft.trim();
  return text !== '' && parseMoneyText(text) === null;
}

/** "contact person - company (SHOP/BAR or Regular) - email" (spec, Pricing dashboard). */
export function customerLabel(user: Pick<AdminUser, 'contact_person' | 'company_name' | 'user_type' | 'email'>, regular: string): string {
  return `${user.contact_person} - ${user.company_name} (${user.user_type ?? regular}) - ${user.email}`;
}

/** ORD-YYYYMM-0042 as the server numbered the order; older answers without it get the same rule (the domain's, in UTC). */
export function orderReference(order: { id: number; created_at: string; order_number?: string | null | undefined }): string {
  if (order.order_number) return order.order_number;
  const date = new Date(order.created_at);
  return Number.isNaN(date.getTime()) ? `ORD-${String(order.id).padStart(4, '0')}` : orderNumber(order.id, date);
}

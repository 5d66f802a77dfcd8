import { centsToEuros, eurosToCents, orderNumber, type AdminUser, type ProductPriceRange, type ProductView } from '@shop/domain';

import { moneyText, parseMoneyText } from '@/lib/money-text.ts';

/** `ids` in runs of at most `size` (a read of stored prices names at most PRICING_PRODUCT_IDS_MAX products). */
export function chunks<T>(ids: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let i = 0; i < ids.length; i += size) runs.push(ids.slice(i, i + size));
  return runs;
}

/** A product as a price field names it ("Al Fakher Double Apple 50g"); its id when it is not in the list. */
export const productName = (product: Pick<ProductView, 'brand' | 'name' | 'weight'> | undefined, id: number): string =>
  product ? `${product.brand} ${product.name} ${product.weight}` : `#${id}`;

export interface ProductFilter {
  search: string;
  brand: string;
  category: string;
  /** By wholesale price (PRODUCT_PRICE_RANGES); '' for every price; not offered on the customers tab. */
  priceRange: ProductPriceRange | '';
}

export const EMPTY_FILTER: ProductFilter = { search: '', brand: '', category: '', priceRange: '' };

export function isFilterActive(filter: ProductFilter): boolean {
  return Boolean(filter.search.trim() || filter.brand || filter.category || filter.priceRange);
}

/** The price the hierarchy starts from (level 1); retail only when a product has no wholesale price. */
export function wholesaleOf(product: Pick<ProductView, 'wholesale_price' | 'price'>): number {
  return typeof product.wholesale_price === 'number' ? product.wholesale_price : product.price;
}

/** The dashboard's price templates, each a factor of the wholesale price per customer type. */
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

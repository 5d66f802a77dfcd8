import { centsToEuros, eurosToCents, MAX_PRICE_EUROS, type Order, type ProductView } from '@shop/domain';
import { moneyText, parseMoneyText } from '@/lib/money-text.ts';

/** What a line shows of its product. */
type ProductLabel = Pick<ProductView, 'brand' | 'name' | 'flavor' | 'weight'> & { sku?: string | null | undefined };

/** One line while editing; inputs stay text until saved so a half-typed value is not lost. */
export interface DraftLine {
  key: string;
  product_id: number | null;
  brand: string;
  name: string;
  flavor: string;
  weight: string;
  sku: string;
  quantity: string;
  unit_price: string;
}

const MAX_QUANTITY = 1_000_000;

/** An integer of at least 1. */
export function parseQuantity(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

/** A number of at least 0, in cents (step 0.01), read by the domain's money parser in the screen's language. */
export function parsePriceCents(value: string): number | null {
  const cents = parseMoneyText(value);
  return cents !== null && cents <= eurosToCents(MAX_PRICE_EUROS) ? cents : null;
}

export function productPrice(product: ProductView): number {
  return product.wholesale_price ?? product.effective_price ?? product.display_price ?? product.price;
}

/** A draft line of a product (an order item or a product picked to add), its inputs as text. */
function lineOf(key: string, product_id: number | null, product: ProductLabel, quantity: number, unitPrice: number): DraftLine {
  const { brand, name, flavor, weight } = product;
  return { key, product_id, brand, name, flavor, weight, sku: product.sku ?? '', quantity: String(quantity), unit_price: moneyText(unitPrice) };
}

/** The order's items as draft lines. */
export function draftFrom(order: Order): DraftLine[] {
  return order.items.map((item) => lineOf(`item-${item.id}`, item.product_id, item, item.quantity, item.unit_price));
}

/** A product added to the draft. */
export function newLine(product: ProductView, quantity: number, unitCents: number): DraftLine {
  return lineOf(`new-${product.id}-${Date.now()}`, product.id, product, quantity, centsToEuros(unitCents));
}

/** How many units of a product the order holds now (taken from stock when it was ordered or last edited). */
export function heldByOrder(order: Pick<Order, 'items'>, productId: number): number {
  return order.items.reduce((held, item) => (item.product_id === productId ? held + item.quantity : held), 0);
}

/**
 * The most of a product an edit may leave in the order, as the server allows it: what is in stock
 * plus what the order already holds of it (142 in stock and 3 held allow 145). Null when
 * the stock is not known.
 */
export function mostForOrder(order: Pick<Order, 'items'>, product: Pick<ProductView, 'id' | 'stock'>): number | null {
  return typeof product.stock === 'number' ? product.stock + heldByOrder(order, product.id) : null;
}

/** The first draft line asking for more than `mostForOrder` allows, with that limit; null when every line fits. */
export function lineOverStock(
  order: Pick<Order, 'items'>,
  draft: readonly DraftLine[],
  products: readonly Pick<ProductView, 'id' | 'stock'>[],
): { line: DraftLine; most: number; held: number } | null {
  for (const line of draft) {
    const product = products.find((candidate) => candidate.id === line.product_id);
    const quantity = parseQuantity(line.quantity);
    const most = product ? mostForOrder(order, product) : null;
    if (product && quantity !== null && most !== null && quantity > most) return { line, most, held: heldByOrder(order, product.id) };
  }
  return null;
}

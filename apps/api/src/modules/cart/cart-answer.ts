import { createHash } from 'node:crypto';
import { centsToEuros, orderTotals, VAT_RATE, type CartItem, type CartSummary, type User } from '@shop/domain';
import { priceViewerOf, unitCentsOf } from '../price-list/index.ts';
import type { CartLineRow } from './cart.repository.ts';

export interface CartAnswer {
  items: CartItem[];
  cart: CartSummary;
  /** What the answer shows, in one word: checkout sends it back (decision 058). */
  cart_version: string;
}

/** The unit price the customer pays for a line, excl. VAT, in cents (the domain's price rule). */
export function unitCents(line: CartLineRow, user: User): number {
  return unitCentsOf(line, priceViewerOf(user));
}

/**
 * The version of a cart as shown (decision 058): a hash of each line (its id, product, quantity and
 * the prices the customer pays) and of the totals. Whatever changes what the checkout shows as the
 * order (a line, a quantity, a price, the totals) changes it; what does not (stock moving, a product's
 * picture) does not, so other customers buying the same product do not stale a checkout.
 */
function cartVersion(items: readonly CartItem[], cart: CartSummary): string {
  const shown = {
    lines: items.map((item) => [item.id, item.product_id, item.quantity, item.unit_price, item.total_price]),
    totals: [cart.subtotal, cart.tax_rate, cart.tax_amount, cart.shipping_amount, cart.total],
  };
  return createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 22);
}

/** The cart answer of the lines read: prices at the customer's tier, totals from the domain rules, its version. */
export function cartAnswer(lines: readonly CartLineRow[], user: User): CartAnswer {
  const priced = lines.map((line) => ({ line, unit: unitCents(line, user) }));
  const totals = orderTotals(priced.map(({ line, unit }) => ({ unitCents: unit, quantity: line.quantity })));
  const items: CartItem[] = priced.map(({ line, unit }) => ({
    id: line.id,
    product_id: line.product_id,
    quantity: line.quantity,
    unit_price: centsToEuros(unit),
    total_price: centsToEuros(unit * line.quantity),
    product: {
      id: line.product_id,
      slug: line.slug,
      brand: line.brand,
      name: line.name,
      flavor: line.flavor,
      weight: line.weight,
      image_url: line.image_url,
      stock: line.stock,
      min_order_quantity: line.min_order_quantity,
    },
  }));
  const cart: CartSummary = {
    subtotal: centsToEuros(totals.subtotal),
    tax_rate: VAT_RATE,
    tax_amount: centsToEuros(totals.tax),
    taxAmount: centsToEuros(totals.tax),
    shipping_amount: centsToEuros(totals.shipping),
    total: centsToEuros(totals.total),
    item_count: lines.length,
    unit_count: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
  return { items, cart, cart_version: cartVersion(items, cart) };
}

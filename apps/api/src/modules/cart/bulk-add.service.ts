import {
  bulkAddAnswerSchema,
  centsToEuros,
  quickOrderRefusal,
  type BulkAddInput,
  type BulkPreviewAnswer,
  type QuickOrderCode,
  type QuickOrderError,
  type QuickOrderProduct,
  type User,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { fail } from '../../http/app-error.ts';
import { once } from '../../http/idempotent.ts';
import { type PricedProductRow, pricedProducts, priceViewerOf, unitCentsOf } from '../price-list/index.ts';
import { cartQuantities } from './bulk-add.repository.ts';
import { insertLine, lockCart, setLineQuantity } from './cart.repository.ts';
import { getCart, type CartAnswer } from './cart.service.ts';

type Line = BulkAddInput['items'][number];

/** A line as the quick order decides it: the product its SKU names (if any), and the refusal or null. */
interface DecidedLine {
  index: number;
  sku: string;
  quantity: number;
  product: PricedProductRow | undefined;
  code: QuickOrderCode | null;
  /** Units of the product in the cart before this line (the cart's, plus the earlier lines' of this request). */
  inCart: number;
  /** Of those, the cart's own. */
  cartHeld: number;
}

interface BulkAddResult extends CartAnswer {
  added: Array<{ index: number; sku: string; product_id: number; quantity: number }>;
  errors: QuickOrderError[];
  /** The Idempotency-Key was used before: nothing was added, `added` and `errors` are the first request's. */
  replayed: boolean;
}

/** What a bulk-add did, kept with its Idempotency-Key (decision 059); the cart is answered as it is now. */
const bulkAddReportSchema = bulkAddAnswerSchema.pick({ added: true, errors: true });

function assertCustomer(user: User): void {
  if (user.is_admin) throw fail('adminsHaveNoCart');
}

/** The product a SKU names, compared without regard to case; should two SKUs differ only in case, the exact one wins. */
function skuFinder(products: PricedProductRow[]): (sku: string) => PricedProductRow | undefined {
  const byLower = new Map<string, PricedProductRow[]>();
  for (const product of products) byLower.set(product.sku.toLowerCase(), [...(byLower.get(product.sku.toLowerCase()) ?? []), product]);
  return (sku) => {
    const candidates = byLower.get(sku.toLowerCase()) ?? [];
    return candidates.find((product) => product.sku === sku) ?? candidates[0];
  };
}

/**
 * Decides every line in order against the products and the cart: a line is checked with what the
 * cart holds plus what earlier lines of the same request added (the same SKU twice adds up).
 */
async function decide(db: Tx | AppContext['db'], user: User, items: Line[], cart: Map<number, { quantity: number }>): Promise<DecidedLine[]> {
  const skus = items.map((item) => item.sku.trim()).filter(Boolean);
  const find = skuFinder(await pricedProducts(db, priceViewerOf(user), { skus }));
  const running = new Map<number, number>();
  return items.map((item, index) => {
    const sku = item.sku.trim();
    const row = sku ? find(sku) : undefined;
    const cartHeld = row ? (cart.get(row.id)?.quantity ?? 0) : 0;
    const inCart = row ? (running.get(row.id) ?? cartHeld) : 0;
    const product = row && { stock: row.stock, min_order_quantity: row.min_order_quantity, is_active: Boolean(row.is_active) };
    const code = quickOrderRefusal(product, item.quantity, inCart);
    if (row && code === null) running.set(row.id, inCart + item.quantity);
    return { index, sku: item.sku, quantity: item.quantity, product: row, code, inCart, cartHeld };
  });
}

/** The stock or minimum a refusal names, for the buyer's message. */
function refusalOf(line: DecidedLine & { code: QuickOrderCode }): QuickOrderError {
  const error: QuickOrderError = { index: line.index, sku: line.sku, code: line.code };
  if (line.product && line.code === 'insufficient_stock') error.available = Math.max(0, line.product.stock - line.inCart);
  if (line.product && line.code === 'below_minimum') error.minimum = line.product.min_order_quantity;
  return error;
}

/**
 * Puts `additions` (product → units to add) into the locked cart: on top of a product's line, or
 * as a new line. Shared by the quick order and "order again".
 */
export async function addToLines(
  trx: Tx,
  cartId: number,
  lines: Map<number, { id: number; quantity: number }>,
  additions: Map<number, number>,
): Promise<void> {
  for (const [productId, quantity] of additions) {
    const line = lines.get(productId);
    if (line) await setLineQuantity(trx, line.id, line.quantity + quantity);
    else await insertLine(trx, cartId, productId, quantity);
  }
}

/**
 * `POST /api/cart/bulk-add`: adds every line the rules accept, in one transaction under the cart's
 * lock (two tabs or a double click take turns, each seeing the other's lines), and names the rest.
 * With an Idempotency-Key the same press adds once (decision 059): a repeat adds nothing and answers
 * the first request's lines with the cart as it is now.
 */
export async function bulkAdd(ctx: AppContext, user: User, items: Line[], idempotencyKey?: string): Promise<BulkAddResult> {
  assertCustomer(user);
  const call = { userId: user.id, scope: 'cart.bulk_add' as const, key: idempotencyKey, request: items };
  const outcome = await inTransaction(ctx, (trx) =>
    once(trx, ctx.now(), call, bulkAddReportSchema, async () => {
      const cartId = await lockCart(trx, ctx.engine, user.id);
      const lines = await cartQuantities(trx, { cartId });
      const decided = await decide(trx, user, items, lines);
      const additions = new Map<number, number>();
      const accepted: BulkAddResult['added'] = [];
      const refused: QuickOrderError[] = [];
      for (const line of decided) {
        if (line.code !== null) refused.push(refusalOf({ ...line, code: line.code }));
        else if (line.product) {
          additions.set(line.product.id, (additions.get(line.product.id) ?? 0) + line.quantity);
          accepted.push({ index: line.index, sku: line.product.sku, product_id: line.product.id, quantity: line.quantity });
        }
      }
      await addToLines(trx, cartId, lines, additions);
      return { added: accepted, errors: refused };
    }),
  );
  return { ...(await getCart(ctx, user)), ...outcome.value, replayed: outcome.replayed };
}

function productOf(row: PricedProductRow, user: User): QuickOrderProduct {
  const { id, sku, brand, name, flavor, weight, stock, min_order_quantity } = row;
  return { id, sku, brand, name, flavor, weight, stock, min_order_quantity, unit_price: centsToEuros(unitCentsOf(row, priceViewerOf(user))) };
}

/**
 * `POST /api/cart/bulk-add/preview`: each line as bulk-add would decide it now, with the product at
 * the customer's own price; nothing is written. An inactive product is named by its SKU only.
 */
export async function previewBulkAdd(ctx: AppContext, user: User, items: Line[]): Promise<BulkPreviewAnswer['lines']> {
  assertCustomer(user);
  const decided = await decide(ctx.db, user, items, await cartQuantities(ctx.db, { userId: user.id }));
  return decided.map((line) => ({
    index: line.index,
    sku: line.sku,
    quantity: line.quantity,
    code: line.code,
    in_cart: line.cartHeld,
    earlier: line.inCart - line.cartHeld,
    product: line.product && line.code !== 'inactive' ? productOf(line.product, user) : null,
  }));
}

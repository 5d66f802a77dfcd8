import { z } from 'zod';
import { productDisplayName, reorderFit, reorderReportSchema, type ReorderReport, type User } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { fail } from '../../http/app-error.ts';
import { once } from '../../http/idempotent.ts';
import { addToLines, type CartAnswer, cartQuantities, getCart, lockCart } from '../cart/index.ts';
import { pricedProducts, priceViewerOf } from '../price-list/index.ts';
import { earlierReorder, forgetReorders, insertReorder, ownOrderLines } from './reorder.repository.ts';

/** A second request for the same order within this time, without an Idempotency-Key, is taken for a double click. */
const REORDER_REPEAT_MS = 10_000;
/** How long a request is remembered for that rule. */
const REMEMBER_MS = 24 * 60 * 60 * 1000;
/** What a request did, kept with its Idempotency-Key (decision 059). */
const outcomeSchema = z.object({ report: reorderReportSchema, replayed: z.boolean() });

interface ReorderResult extends CartAnswer, ReorderReport {
  replayed: boolean;
}

type OrderLine = NonNullable<Awaited<ReturnType<typeof ownOrderLines>>>[number];

/** The order's lines, one per product (a product ordered on two lines counts once, with both quantities). */
function perProduct(lines: OrderLine[]): OrderLine[] {
  const merged = new Map<number, OrderLine>();
  const gone: OrderLine[] = [];
  for (const line of lines) {
    if (line.product_id === null) gone.push(line);
    else {
      const seen = merged.get(line.product_id);
      merged.set(line.product_id, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
    }
  }
  return [...merged.values(), ...gone];
}

/** Adds the order's lines to the locked cart by the rules of reorderFit, and reports each line that was not added as ordered. */
async function addOrderLines(trx: Tx, user: User, cartId: number, lines: OrderLine[]): Promise<ReorderReport> {
  const inCart = await cartQuantities(trx, { cartId });
  const ids = lines.flatMap((line) => (line.product_id === null ? [] : [line.product_id]));
  const products = new Map((await pricedProducts(trx, priceViewerOf(user), { ids })).map((row) => [row.id, row]));
  const report: ReorderReport = { added: [], skipped: [] };
  const additions = new Map<number, number>();
  for (const line of perProduct(lines)) {
    const row = line.product_id === null ? undefined : products.get(line.product_id);
    const product = row && { stock: row.stock, min_order_quantity: row.min_order_quantity, is_active: Boolean(row.is_active) };
    const { add, reason } = reorderFit(product, line.quantity, (row && inCart.get(row.id)?.quantity) ?? 0);
    const sku = row?.sku ?? line.sku;
    const name = productDisplayName(row ?? line);
    if (row && add > 0) {
      additions.set(row.id, add);
      report.added.push({ product_id: row.id, sku, name, quantity: add });
    }
    if (reason) report.skipped.push({ product_id: line.product_id, sku, name, reason, requested: line.quantity, added: add });
  }
  await addToLines(trx, cartId, inCart, additions);
  return report;
}

/**
 * `POST /api/orders/:id/reorder` (decision 042): puts the lines of the customer's own order into the
 * cart, on top of what it holds, at today's prices (the cart prices every read), capped by stock and
 * raised to minimums; what is gone, not sold or out of stock is skipped and reported.
 *
 * One transaction under the cart's lock. A repeat adds nothing and answers the first report: the
 * same Idempotency-Key within a day (the shop's one mechanism, decision 059), or without a key, the
 * same order within 10 seconds (a double click, two tabs: remembered in reorder_requests).
 */
export async function reorder(ctx: AppContext, user: User, orderId: number, idempotencyKey?: string): Promise<ReorderResult> {
  if (user.is_admin) throw fail('adminsHaveNoCart');
  const call = { userId: user.id, scope: 'order.reorder' as const, key: idempotencyKey, request: { order_id: orderId } };
  const outcome = await inTransaction(ctx, (trx) =>
    once(trx, ctx.now(), call, outcomeSchema, async () => {
      const cartId = await lockCart(trx, ctx.engine, user.id);
      const lines = await ownOrderLines(trx, user.id, orderId);
      if (!lines) throw fail('orderNotFound');
      const now = ctx.now().getTime();
      await forgetReorders(trx, user.id, new Date(now - REMEMBER_MS).toISOString());
      const earlier = idempotencyKey ? undefined : await earlierReorder(trx, user.id, orderId, new Date(now - REORDER_REPEAT_MS).toISOString());
      if (earlier) return { report: reorderReportSchema.parse(JSON.parse(earlier.report)), replayed: true };
      const report = await addOrderLines(trx, user, cartId, lines);
      // Remembered for the 10-second rule, keyed or not; the key itself is kept by `once`.
      await insertReorder(trx, {
        user_id: user.id,
        order_id: orderId,
        report: JSON.stringify(report),
        created_at: new Date(now).toISOString(),
      });
      return { report, replayed: false };
    }),
  );
  return { ...(await getCart(ctx, user)), ...outcome.value.report, replayed: outcome.replayed || outcome.value.replayed };
}

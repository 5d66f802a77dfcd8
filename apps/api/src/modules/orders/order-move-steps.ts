import { moveIssuesInvoice, type OrderFacts, type OrderStatus, type Shipment } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import type { LockedOrder } from '../../db/order-lock.ts';
import { recordStockMoves, returnStock } from '../../db/products.ts';
import type { Tx } from '../../db/transaction.ts';
import { audit } from '../audit/index.ts';
import { issueInvoice } from '../documents/index.ts';
import { orderLineQuantities, setOrderStatus } from './orders.repository.ts';
import { shipmentChanges } from './shipment.ts';
import { queueStatusMail } from './status-mails.ts';

// What a move of an order's status does on the server, as named steps run in the move's transaction
// under the order's lock. Which moves are allowed is the lifecycle table's (`order-lifecycle.ts` in
// the domain); what the confirmation tells before a move is `move-consequences.ts`'s; this table is
// what the server then does, one small function per step.

/** One move of one order, read under its lock; `invoiceId` is the invoice the move issued, once it has. */
interface OrderMove {
  ctx: AppContext;
  trx: Tx;
  order: LockedOrder;
  facts: OrderFacts;
  to: OrderStatus;
  shipment: Shipment | undefined;
  invoiceId: number | null;
}

const steps = {
  /** Every unit of the order back into stock (products in id order, like every other lock taker), in the stock history as a cancel. */
  async returnStock({ ctx, trx, order }: OrderMove) {
    const moves = [];
    for (const item of await orderLineQuantities(trx, order.id))
      if (item.product_id !== null) {
        await returnStock(trx, item.product_id, item.quantity);
        moves.push({ productId: item.product_id, delta: item.quantity });
      }
    await recordStockMoves(trx, ctx.actor, 'cancel', moves, order.order_number);
  },

  /** The new status (a move to sent with how it travels); the order's version moves on. */
  async setStatus({ trx, order, to, shipment }: OrderMove) {
    await setOrderStatus(trx, order.id, to, shipment);
  },

  /** The audit entry: a cancel, or a status change with the shipment's fields. */
  async audit({ ctx, trx, order, to, shipment }: OrderMove) {
    await audit(trx, ctx, {
      action: to === 'cancelled' ? 'order.cancel' : 'order.status',
      entity: 'order',
      entityId: order.id,
      changes: { status: { from: order.status, to }, ...shipmentChanges(order, shipment) },
    });
  },

  /** Ending an order that never had an invoice issues it (one per order, ever); the invoice keeps its own mail. */
  async issueInvoice(move: OrderMove) {
    if (moveIssuesInvoice(move.facts, move.to)) move.invoiceId = await issueInvoice(move.ctx, move.trx, { ...move.order, status: move.to });
  },

  /** The buyer's mail of the move when its status is mailed (decision 085): a confirmation brings the pre-invoice, an ending names the invoice. */
  async mailBuyer({ ctx, trx, order, facts, to, invoiceId, shipment }: OrderMove) {
    await queueStatusMail(ctx, trx, order, { status: to, hasPreInvoice: facts.has_pre_invoice, invoiceId, shipment });
  },
} satisfies Record<string, (move: OrderMove) => Promise<void>>;

type OrderMoveStep = keyof typeof steps;

const OPEN_MOVE: readonly OrderMoveStep[] = ['setStatus', 'audit', 'mailBuyer'];

/** The steps of a move to each status, in the order they run. */
const ORDER_MOVE_STEPS: Readonly<Record<OrderStatus, readonly OrderMoveStep[]>> = {
  received: OPEN_MOVE,
  confirmed: OPEN_MOVE,
  payed: OPEN_MOVE,
  processing: OPEN_MOVE,
  sent: OPEN_MOVE,
  ended: ['setStatus', 'audit', 'issueInvoice', 'mailBuyer'],
  cancelled: ['returnStock', 'setStatus', 'audit', 'mailBuyer'],
};

/** Runs the steps of a move the lifecycle allowed; answers the invoice it issued, or null. */
export async function runOrderMove(move: Omit<OrderMove, 'invoiceId'>): Promise<number | null> {
  const running: OrderMove = { ...move, invoiceId: null };
  for (const step of ORDER_MOVE_STEPS[move.to]) await steps[step](running);
  return running.invoiceId;
}

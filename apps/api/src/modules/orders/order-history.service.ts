import { ORDER_STATUSES, type OrderHistoryStep, type User } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { fail } from '../../http/app-error.ts';
import { entriesOf } from '../audit/index.ts';
import { findOrder } from './orders.repository.ts';

const STATUS_ACTIONS = ['order.status', 'order.cancel'] as const;
const isStatus = (value: unknown): value is OrderHistoryStep['status'] => (ORDER_STATUSES as readonly unknown[]).includes(value);

/**
 * An order's status history as its customer (or an administrator) reads it: placed, then every status
 * change the audit log recorded, oldest first. Who changed it stays in the administrators' log.
 */
export async function orderHistory(ctx: AppContext, user: User, orderId: number): Promise<OrderHistoryStep[]> {
  const order = await findOrder(ctx.db, orderId, user.is_admin ? { admin: true } : { userId: user.id, admin: false });
  if (!order) throw fail('orderNotFound');
  const steps: OrderHistoryStep[] = [{ status: 'received', at: new Date(order.created_at).toISOString() }];
  for (const entry of await entriesOf(ctx.db, 'order', String(orderId), STATUS_ACTIONS)) {
    const to = (JSON.parse(entry.changes) as { status?: { to?: unknown } }).status?.to;
    if (isStatus(to)) steps.push({ status: to, at: new Date(entry.at).toISOString() });
  }
  return steps;
}

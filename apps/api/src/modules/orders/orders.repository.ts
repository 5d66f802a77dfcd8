import type { Kysely } from 'kysely';
import { centsToEuros } from '@shop/domain';
import type { DB } from '../../db/schema.ts';

export interface OrderSummary {
  id: number;
  order_number: string;
  status: string;
  created_at: string;
  subtotal: number;
  tax_amount: number;
  shipping_amount: number;
  total_amount: number;
  items: Array<{ id: number; brand: string; name: string; flavor: string; weight: string; sku: string; quantity: number; unit_price: number; total_price: number }>;
}

/** A customer's own orders, newest first, with their items (two queries, not one per order). */
export async function listOwnOrders(db: Kysely<DB>, userId: number, options: { status?: string | undefined; limit?: number | undefined }): Promise<OrderSummary[]> {
  let query = db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (options.status) query = query.where('status', '=', options.status);
  if (options.limit) query = query.limit(options.limit);
  const orders = await query.execute();
  if (orders.length === 0) return [];
  const items = await db.selectFrom('order_items').selectAll().where('order_id', 'in', orders.map((o) => o.id)).orderBy('id').execute();
  return orders.map((order) => ({
    id: order.id,
    order_number: order.order_number,
    status: order.status,
    created_at: order.created_at,
    subtotal: centsToEuros(order.subtotal_cents),
    tax_amount: centsToEuros(order.tax_cents),
    shipping_amount: centsToEuros(order.shipping_cents),
    total_amount: centsToEuros(order.total_cents),
    items: items
      .filter((item) => item.order_id === order.id)
      .map((item) => ({
        id: item.id,
        brand: item.brand,
        name: item.name,
        flavor: item.flavor,
        weight: item.weight,
        sku: item.sku,
        quantity: item.quantity,
        unit_price: centsToEuros(item.unit_price_cents),
        total_price: centsToEuros(item.total_price_cents),
      })),
  }));
}

export async function listOwnPreInvoices(db: Kysely<DB>, userId: number) {
  const rows = await db
    .selectFrom('pre_invoices')
    .innerJoin('orders', 'orders.id', 'pre_invoices.order_id')
    .select(['pre_invoices.id', 'pre_invoices.pre_invoice_number', 'pre_invoices.created_at', 'pre_invoices.total_cents', 'pre_invoices.status', 'pre_invoices.order_id', 'orders.order_number', 'pre_invoices.customer_snapshot'])
    .where('pre_invoices.user_id', '=', userId)
    .orderBy('pre_invoices.created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    pre_invoice_number: row.pre_invoice_number,
    company_name: (JSON.parse(row.customer_snapshot) as { company_name?: string }).company_name ?? '',
    created_at: row.created_at,
    total_amount: centsToEuros(row.total_cents),
    status: row.status,
    order_id: row.order_id,
    order_number: row.order_number,
  }));
}

export async function orderStats(db: Kysely<DB>, userId: number | null) {
  let query = db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number>().as('total_orders'),
      eb.fn.sum<number>(eb.case().when('status', 'in', ['received', 'confirmed']).then(1).else(0).end()).as('pending_orders'),
      eb.fn.sum<number>(eb.case().when('status', '!=', 'cancelled').then(eb.ref('total_cents')).else(0).end()).as('spent_cents'),
    ]);
  if (userId !== null) query = query.where('user_id', '=', userId);
  const row = await query.executeTakeFirstOrThrow();
  return { total_orders: Number(row.total_orders), pending_orders: Number(row.pending_orders ?? 0), total_spent: centsToEuros(Number(row.spent_cents ?? 0)) };
}

/** Lines in the customer's cart (what the navigation badge shows). */
export async function cartItemCount(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('carts.user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

import type { Insertable, Kysely, Selectable, SelectQueryBuilder, Transaction } from 'kysely';
import type { AdminOrderListRow, BillingSnapshot, InvoiceStatus, Order, OrderFacts, OrderStatus, ShippingSnapshot, Shipment } from '@shop/domain';
import type { DB, OrderItemsTable, OrdersTable } from '../../db/schema.ts';
import { everyWordIn, foldForSearch, type WordSearch } from '../../db/search-text.ts';
import { nowIso } from '../../lib/clock.ts';
import { orderAnswer, orderHeadAnswer, type OrderDocuments } from './order-answer.ts';

type Executor = Kysely<DB> | Transaction<DB>;
type OrderRow = Selectable<OrdersTable>;

/** The document flags of each order (ids given): whether it has a live pre-invoice and its invoice's status (two statements for any number of orders). */
async function orderDocumentsOf(db: Executor, ids: number[]): Promise<(id: number) => OrderDocuments> {
  const [preInvoices, invoices] = await Promise.all([
    db.selectFrom('pre_invoices').select('order_id').where('order_id', 'in', ids).where('status', '!=', 'cancelled').execute(),
    db.selectFrom('invoices').select(['order_id', 'status']).where('order_id', 'in', ids).execute(),
  ]);
  const withPre = new Set(preInvoices.map((p) => p.order_id));
  const invoiceStatus = new Map(invoices.map((i) => [i.order_id, i.status as InvoiceStatus]));
  return (id) => ({ hasPreInvoice: withPre.has(id), invoiceStatus: invoiceStatus.get(id) ?? null });
}

/** Orders with their items and document flags: three statements for any number of orders. */
async function toOrders(db: Executor, rows: OrderRow[], admin: boolean): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const [items, documentsOf] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    orderDocumentsOf(db, ids),
  ]);
  // Each order's lines, grouped once (a customer with thousands of orders must not filter every line per order).
  const linesOf = Map.groupBy(items, (item) => item.order_id);
  return rows.map((order) => orderAnswer(order, linesOf.get(order.id) ?? [], documentsOf(order.id), admin));
}

export interface OrderFilter {
  userId?: number | undefined;
  status?: OrderStatus | undefined;
  /** Every word in the order's search text (orderSearchText); case and accents ignored (decisions 045, 064). */
  search?: WordSearch | undefined;
  /** Placed at or after this moment (ISO). */
  fromAt?: string | undefined;
  /** Placed before this moment (ISO). */
  beforeAt?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
  order?: 'asc' | 'desc' | undefined;
}

function filtered<O>(db: Executor, q: SelectQueryBuilder<DB, 'orders', O>, filter: OrderFilter): SelectQueryBuilder<DB, 'orders', O> {
  if (filter.userId !== undefined) q = q.where('user_id', '=', filter.userId);
  if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.fromAt) q = q.where('created_at', '>=', filter.fromAt);
  if (filter.beforeAt) q = q.where('created_at', '<', filter.beforeAt);
  if (filter.search) q = q.where(everyWordIn(db, 'orders', filter.search));
  return q;
}

/** The list's order (newest first unless asked otherwise) and its page. */
function paged<O>(q: SelectQueryBuilder<DB, 'orders', O>, filter: OrderFilter): SelectQueryBuilder<DB, 'orders', O> {
  q = q.orderBy('created_at', filter.order ?? 'desc').orderBy('id', filter.order ?? 'desc');
  if (filter.limit) q = q.limit(filter.limit);
  if (filter.offset) q = q.offset(filter.offset);
  return q;
}

/** Whole orders (the customer's own list): lines and snapshots. */
export async function listOrders(db: Executor, filter: OrderFilter): Promise<Order[]> {
  return toOrders(db, await paged(filtered(db, db.selectFrom('orders').selectAll(), filter), filter).execute(), false);
}

/**
 * The administrators' list rows (decision 075): the order's plain columns and its document flags, three
 * statements for a page; no line, no snapshot is read.
 */
export async function listOrderRows(db: Executor, filter: OrderFilter): Promise<AdminOrderListRow[]> {
  const columns = [
    'id',
    'order_number',
    'user_id',
    'status',
    'created_at',
    'updated_at',
    'subtotal_cents',
    'tax_cents',
    'shipping_cents',
    'total_cents',
    'version',
    'buyer_company',
    'buyer_email',
    'buyer_contact',
    'customer_reference',
  ] as const;
  const rows = await paged(filtered(db, db.selectFrom('orders').select(columns), filter), filter).execute();
  if (rows.length === 0) return [];
  const documentsOf = await orderDocumentsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...orderHeadAnswer(row, documentsOf(row.id)),
    user_id: row.user_id,
    company_name: row.buyer_company,
    email: row.buyer_email,
    contact_person: row.buyer_contact,
    customer_reference: row.customer_reference,
  }));
}

/** The orders the filters match, unordered and unpaged: what `countUpTo` counts for a list's paging. */
export const matchingOrders = (db: Executor, filter: OrderFilter) => filtered(db, db.selectFrom('orders').select('id'), filter);

/** The numbers of these orders, by id (unknown ids are missing). */
export async function orderNumbersOf(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'order_number'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.order_number]));
}

type SearchedBuyer = Pick<BillingSnapshot, 'company_name' | 'contact_person' | 'email' | 'phone' | 'company_reg_number' | 'vat_number' | 'city'>;
type SearchedShipping = Pick<ShippingSnapshot, 'address_name' | 'street_address' | 'city' | 'postal_code' | 'tobacco_license'>;

/**
 * What the administrators' search matches of an order (decisions 045, 064), folded: its number; the
 * buyer's company, contact person, e-mail, phone, company and VAT codes and city; the shipping
 * address's name, street, city, postal code and licence number ("lounge kaunas": company and city);
 * the buyer's own purchase reference (decision 086).
 */
const orderSearchText = (number: string, buyer: SearchedBuyer, shipping: SearchedShipping, reference: string | null) =>
  foldForSearch(
    number,
    reference,
    buyer.company_name,
    buyer.contact_person,
    buyer.email,
    buyer.phone,
    buyer.company_reg_number,
    buyer.vat_number,
    buyer.city,
    shipping.address_name,
    shipping.street_address,
    shipping.city,
    shipping.postal_code,
    shipping.tobacco_license,
  );

/**
 * What an order keeps beside its snapshots for the administrators' list: the text its search matches and
 * the buyer its row shows (company, e-mail, contact person; decision 075). Written once, with the order's
 * number, by the checkout (and by the scale seeder); the buyer and the reference are frozen, so they never go stale.
 */
export const orderListedColumns = (number: string, buyer: SearchedBuyer, shipping: SearchedShipping, reference: string | null = null) => ({
  search_text: orderSearchText(number, buyer, shipping, reference),
  buyer_company: buyer.company_name,
  buyer_email: buyer.email,
  buyer_contact: buyer.contact_person,
});
type OrderListed = ReturnType<typeof orderListedColumns>;

export async function findOrder(db: Executor, id: number, options: { userId?: number; admin: boolean }): Promise<Order | undefined> {
  let q = db.selectFrom('orders').selectAll().where('id', '=', id);
  if (options.userId !== undefined) q = q.where('user_id', '=', options.userId);
  const row = await q.executeTakeFirst();
  return row ? (await toOrders(db, [row], options.admin))[0] : undefined;
}

/** The order a checkout with this idempotency key placed, as its customer sees it. */
export async function findOrderByKey(db: Executor, userId: number, key: string): Promise<Order | undefined> {
  const row = await db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
  return row ? (await toOrders(db, [row], false))[0] : undefined;
}

/** What the lifecycle decides on, read under the order's lock. */
export async function orderFacts(trx: Transaction<DB>, order: { id: number; status: OrderStatus }): Promise<OrderFacts> {
  const [invoice, preInvoice] = await Promise.all([
    trx.selectFrom('invoices').select('status').where('order_id', '=', order.id).executeTakeFirst(),
    trx.selectFrom('pre_invoices').select('id').where('order_id', '=', order.id).where('status', '!=', 'cancelled').executeTakeFirst(),
  ]);
  return {
    status: order.status,
    invoice_status: (invoice?.status as InvoiceStatus | undefined) ?? null,
    has_pre_invoice: preInvoice !== undefined,
  };
}

/** Sets the status (a move to sent with how it travels) and moves the version on (every change to an order does). */
export async function setOrderStatus(trx: Transaction<DB>, id: number, status: OrderStatus, shipment?: Shipment): Promise<void> {
  await trx
    .updateTable('orders')
    .set((eb) => ({ status, ...shipment, version: eb('version', '+', 1), updated_at: nowIso() }))
    .where('id', '=', id)
    .execute();
}

/** How a sent order travels, changed while it is sent (decision 085); moves the version on. */
export async function setOrderShipment(trx: Transaction<DB>, id: number, shipment: Shipment): Promise<void> {
  await trx
    .updateTable('orders')
    .set((eb) => ({ ...shipment, version: eb('version', '+', 1), updated_at: nowIso() }))
    .where('id', '=', id)
    .execute();
}

export async function insertOrder(trx: Transaction<DB>, values: Insertable<OrdersTable>): Promise<{ id: number; version: number }> {
  return trx.insertInto('orders').values(values).returning(['id', 'version']).executeTakeFirstOrThrow();
}

/** The order's real number, and with it what the administrators' list shows and searches. */
export async function setOrderNumber(trx: Transaction<DB>, id: number, number: string, listed: OrderListed): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ order_number: number, ...listed })
    .where('id', '=', id)
    .execute();
}

/** Inserts the lines; answers their ids in the order given. */
export async function insertOrderItems(trx: Transaction<DB>, lines: Array<Insertable<OrderItemsTable>>): Promise<Array<{ id: number }>> {
  return trx.insertInto('order_items').values(lines).returning('id').execute();
}

/** The order's lines as product and quantity (lines whose product was deleted included, with a null product). */
export async function orderLineQuantities(
  trx: Transaction<DB>,
  orderId: number,
): Promise<Array<{ product_id: number | null; quantity: number; unit_price_cents: number }>> {
  return trx
    .selectFrom('order_items')
    .select(['product_id', 'quantity', 'unit_price_cents'])
    .where('order_id', '=', orderId)
    .orderBy('product_id')
    .execute();
}

/** The order's lines become `lines` (all of them replaced). */
export async function replaceOrderItems(trx: Transaction<DB>, orderId: number, lines: Array<Insertable<OrderItemsTable>>): Promise<void> {
  await trx.deleteFrom('order_items').where('order_id', '=', orderId).execute();
  if (lines.length > 0) await trx.insertInto('order_items').values(lines).execute();
}

/** New totals, and the order's version moves on (decision 016). */
export async function setOrderTotals(
  trx: Transaction<DB>,
  id: number,
  totals: { subtotal: number; shipping: number; tax: number; total: number },
): Promise<void> {
  await trx
    .updateTable('orders')
    .set((eb) => ({
      subtotal_cents: totals.subtotal,
      shipping_cents: totals.shipping,
      tax_cents: totals.tax,
      total_cents: totals.total,
      version: eb('version', '+', 1),
      updated_at: nowIso(),
    }))
    .where('id', '=', id)
    .execute();
}

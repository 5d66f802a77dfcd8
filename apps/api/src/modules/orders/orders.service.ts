import { randomUUID } from 'node:crypto';
import {
  type AdminOrderListQuery,
  type AdminOrderListRow,
  type BulkOrderStatusResult,
  canEditOrderItems,
  eurosToCents,
  licenceExpired,
  lithuanianDate,
  lithuanianDayEnd,
  lithuanianDayStart,
  orderNumber,
  orderTotals,
  searchWords,
  productDisplayName,
  transitionRefusal,
  transitionRefusalReason,
  type BillingSnapshot,
  type Order,
  type OrderStatus,
  OWN_ORDERS_PAGE_SIZE,
  type Pagination,
  type ShippingSnapshot,
  type User,
  type StaffRole,
} from '@shop/domain';
import type { Kysely, Selectable } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { AddressesTable, DB } from '../../db/schema.ts';
import { countUpTo, paginationOf } from '../../db/bounded-count.ts';
import { foundOnce } from '../../db/search-text.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { AppError, fail, assertVersion } from '../../http/app-error.ts';
import { enqueueMail } from '../../lib/mail/outbox.repository.ts';
import { mails } from '../../lib/mail/templates.ts';
import { lockOwnAddress } from '../addresses/index.ts';
import { getSettings } from '../settings/index.ts';
import { assertQuantity, cartAnswer, cartLines, clearCart, lockCart, unitCents as customerUnitCents } from '../cart/index.ts';
import { findUserRowById, listActiveAdmins } from '../users/index.ts';
import { lockCustomerCredit } from '../credit/index.ts';
import { audit } from '../audit/index.ts';
import { orderAnswer } from './order-answer.ts';
import { runOrderMove } from './order-move-steps.ts';
import { correctShipment, shipmentOf, type ShipmentInput } from './shipment.ts';
import { preInvoiceComesOnConfirm } from './status-mails.ts';
import {
  findOrder,
  findOrderByKey,
  insertOrder,
  insertOrderItems,
  listOrderRows,
  listOrders,
  matchingOrders,
  orderFacts,
  orderLineQuantities,
  orderNumbersOf,
  orderListedColumns,
  replaceOrderItems,
  setOrderNumber,
  setOrderTotals,
  type OrderFilter,
} from './orders.repository.ts';
import { lockOrder } from '../../db/order-lock.ts';
import { lockProducts, productAvailability, recordStockMoves, returnStock, takeStock } from '../../db/products.ts';

export const ORDER_MESSAGES = {
  placed: 'Order placed successfully',
} as const;

export function billingSnapshotOf(user: User): BillingSnapshot {
  return {
    company_name: user.company_name,
    company_reg_number: user.company_reg_number,
    vat_number: user.tax_id,
    contact_person: user.contact_person,
    phone: user.phone,
    email: user.email,
    address: user.billing_address,
    city: user.billing_city,
    postal_code: user.billing_postal_code,
    country: user.billing_country,
  };
}

/** The shipping address as an order freezes it: its place and its licence as they stood at checkout. */
export function shippingSnapshotOf(address: Selectable<AddressesTable>): ShippingSnapshot {
  return {
    address_name: address.address_name,
    street_address: address.street_address,
    city: address.city,
    state_province: address.state_province,
    postal_code: address.postal_code,
    country: address.country,
    tobacco_license: address.tobacco_license,
    licence_type: address.licence_type === 'wholesale' ? 'wholesale' : 'retail',
    licence_issuer: address.licence_issuer,
    licence_valid_until: address.licence_valid_until,
    licence_status: address.licence_status === 'verified' || address.licence_status === 'rejected' ? address.licence_status : 'unverified',
  };
}

/** An order line as stored: the product's words frozen with the line, prices in cents. */
export function orderLineRow(
  orderId: number,
  product: { id: number; sku: string; brand: string; name: string; flavor: string; weight: string },
  quantity: number,
  unitCents: number,
) {
  return {
    order_id: orderId,
    product_id: product.id,
    sku: product.sku,
    brand: product.brand,
    name: product.name,
    flavor: product.flavor,
    weight: product.weight,
    quantity,
    unit_price_cents: unitCents,
    total_price_cents: unitCents * quantity,
  };
}

/**
 * Turns the cart into an order in one transaction: the customer's account and cart rows are locked
 * first (a double click or a second tab waits, then finds the cart empty or its own order), then
 * prices are recomputed on the server, the credit limit and overdue invoices checked (decision 082),
 * products locked, minimums and stock checked, stock taken, order and line snapshots written, cart
 * emptied. Any refusal rolls everything back.
 *
 * With an idempotency key (the web app sends one per checkout), a repeated request gets the order
 * the first one placed, and no mail is sent again. With a `cart_version` (the one of the cart the page
 * showed), a cart that changed since is refused with `cartChanged` before anything is written
 * (decision 058): the order is the one on the screen.
 */
export async function placeOrder(
  ctx: AppContext,
  user: User,
  input: {
    shipping_address_id: number;
    notes?: string | null | undefined;
    /** The buyer's own purchase reference, normalised by the domain's schema (decision 086). */
    customer_reference?: string | null | undefined;
    cart_version?: string | undefined;
    idempotencyKey?: string | undefined;
  },
): Promise<{ order: Order; replayed: boolean }> {
  const reference = input.customer_reference || null;
  if (user.is_admin) throw fail('adminsHaveNoCart');
  const key = input.idempotencyKey ?? null;
  const outcome = await inTransaction(ctx, async (trx): Promise<{ order: Order; replayed: boolean }> => {
    // The account first (what the customer owes is its own, decision 082), then its cart.
    const creditAllows = await lockCustomerCredit(ctx, trx, user.id);
    const cartId = await lockCart(trx, ctx.engine, user.id);
    if (key) {
      const earlier = await findOrderByKey(trx, user.id, key);
      if (earlier) return { order: earlier, replayed: true };
    }
    // Read under the cart's lock: no cart command can change the lines before this order empties them.
    const lines = await cartLines(trx, user.id, user.user_type);
    if (input.cart_version !== undefined && cartAnswer(lines, user).cart_version !== input.cart_version) throw fail('cartChanged');
    // Locked: an administrator's finding on its licence takes turns with this checkout.
    const address = await lockOwnAddress(trx, ctx.engine, user.id, input.shipping_address_id);
    if (!address) throw fail('addressNotFound');
    if ((await getSettings({ db: trx })).require_verified_licence) assertLicenceUsable(address, lithuanianDate(ctx.now()));
    if (lines.length === 0) throw fail('cartEmpty');
    // Priced from the products as this transaction reads them; their rows are locked only at the very
    // end, when the stock is taken (below), so a popular product is held for the shortest time.
    const priced = lines.map((line) => {
      if (!line.is_active) throw fail('productUnavailable', { product: productDisplayName(line) });
      const product = {
        id: line.product_id,
        sku: line.sku,
        brand: line.brand,
        name: line.name,
        flavor: line.flavor,
        weight: line.weight,
        stock: line.stock,
        min_order_quantity: line.min_order_quantity,
      };
      assertQuantity(product, line.quantity);
      return { line, product, unitCents: customerUnitCents(line, user) };
    });
    const totals = orderTotals(priced.map((p) => ({ unitCents: p.unitCents, quantity: p.line.quantity })));
    // Credit limit and late payment (decision 082): refused before anything is written.
    await creditAllows(totals.total);
    const shipping = shippingSnapshotOf(address);
    const now = new Date().toISOString();
    const written = {
      user_id: user.id,
      status: 'received' as const,
      subtotal_cents: totals.subtotal,
      shipping_cents: totals.shipping,
      tax_cents: totals.tax,
      total_cents: totals.total,
      shipping_address: JSON.stringify(shipping),
      notes: input.notes?.trim() || null,
      customer_reference: reference,
      customer_snapshot: JSON.stringify(billingSnapshotOf(user)),
      tracking_number: null,
      carrier: null,
      expected_delivery: null,
      created_at: now,
      updated_at: now,
    };
    const created = await insertOrder(trx, {
      ...written,
      order_number: `P-${randomUUID()}`, // replaced by the real number below, within the transaction
      billing_address: null,
      idempotency_key: key,
    });
    const number = orderNumber(created.id, new Date(now));
    await setOrderNumber(trx, created.id, number, orderListedColumns(number, billingSnapshotOf(user), shipping, reference));
    const lineRows = priced.map(({ line, product, unitCents }) => orderLineRow(created.id, product, line.quantity, unitCents));
    const items = await insertOrderItems(trx, lineRows);
    await clearCart(trx, cartId);
    // Last: each product's row is locked by its guarded update (in id order, like every lock taker)
    // and stays locked only until the commit. The guard refuses a product that sold out or was
    // deactivated since it was read; nothing of the order is then kept.
    for (const { line, product } of [...priced].sort((a, b) => a.product.id - b.product.id)) {
      if (!(await takeStock(trx, product.id, line.quantity, { onlyActive: true })))
        throw await stockRefusal(trx, product.id, productDisplayName(line));
    }
    await recordStockMoves(
      trx,
      { id: user.id, email: user.email },
      'order',
      priced.map(({ line, product }) => ({ productId: product.id, delta: -line.quantity })),
      number,
    );
    // The answer is built from what was just written, by the one mapping of an order: no second read of it.
    const order = orderAnswer(
      { ...written, id: created.id, order_number: number, version: created.version },
      lineRows.map((row, index) => ({ ...row, id: items[index]!.id })),
      { hasPreInvoice: false, invoiceStatus: null },
      false,
    );
    // What the thank-you page and the order mail promise (decision 085): the pre-invoice with the confirmation, or on request.
    order.pre_invoice_on_confirm = await preInvoiceOnConfirmOf(trx, user.id);
    // The mails are queued with the order (decision 025): they leave once it has committed, and only then.
    await queueOrderMails(ctx, trx, user, order);
    return { order, replayed: false };
  });
  if (!outcome.replayed) {
    ctx.metrics.ordersPlaced.inc();
    return outcome;
  }
  return { ...outcome, order: { ...outcome.order, pre_invoice_on_confirm: await preInvoiceOnConfirmOf(ctx.db, user.id) } };
}

async function preInvoiceOnConfirmOf(db: Kysely<DB>, userId: number): Promise<boolean> {
  const customer = await findUserRowById(db, userId);
  return customer ? preInvoiceComesOnConfirm(db, customer) : false;
}

/** Why a guarded stock take found nothing to take: the product went inactive, sold out, or has fewer units now. */
async function stockRefusal(trx: Tx, productId: number, name: string): Promise<AppError> {
  const now = await productAvailability(trx, productId);
  if (!now?.is_active) return fail('productUnavailable', { product: name });
  if (now.stock <= 0) return fail('outOfStock', { product: name });
  return fail('insufficientStock', { product: name, available: now.stock });
}

async function queueOrderMails(ctx: AppContext, trx: Tx, user: User, order: Order): Promise<void> {
  await enqueueMail(
    trx,
    mails.orderPlaced(
      { email: user.email, name: user.contact_person, language: user.language },
      order,
      `${ctx.config.appUrl}/orders/${order.id}`,
      order.pre_invoice_on_confirm ?? false,
    ),
  );
  const forAdmins: Order = { ...order, user_id: user.id, company_name: user.company_name, email: user.email, contact_person: user.contact_person };
  const admins = await listActiveAdmins(trx);
  for (const admin of admins) {
    await enqueueMail(
      trx,
      mails.newOrder(
        { email: admin.email, name: admin.contact_person, language: admin.language === 'lt' ? 'lt' : 'en' },
        forAdmins,
        `${ctx.config.appUrl}/admin/orders/${order.id}`,
      ),
    );
  }
}

/**
 * One page of the customer's own orders (`GET /api/orders`), newest first unless `order` says otherwise,
 * and the paging of the filtered list, its count stopping at COUNT_CAP (decision 068). Five statements
 * whatever the number of orders: the count, the page, and its lines and document flags.
 */
export async function ownOrders(
  ctx: AppContext,
  user: User,
  query: { status?: OrderStatus | undefined; page?: number; limit?: number; order?: 'asc' | 'desc' | undefined },
): Promise<{ orders: Order[]; pagination: Pagination }> {
  const filter: OrderFilter = { userId: user.id, status: query.status };
  const page = query.page ?? 1;
  const limit = query.limit ?? OWN_ORDERS_PAGE_SIZE;
  const [count, orders] = await Promise.all([
    countUpTo(ctx.reads, matchingOrders(ctx.reads, filter)),
    listOrders(ctx.reads, { ...filter, order: query.order, limit, offset: (page - 1) * limit }),
  ]);
  return { orders, pagination: paginationOf(page, limit, count) };
}

export async function ownOrder(ctx: AppContext, user: User, id: number): Promise<Order> {
  const order = await findOrder(ctx.db, id, { userId: user.id, admin: false });
  if (!order) throw fail('orderNotFound');
  return order;
}

/**
 * The administrators' list: the filters of `GET /orders/admin/all`, one page of them,
 * newest first, and how many there are. `from` and `to` are days in Lithuania, both included. Each order
 * is its list row (decision 075): no lines, no snapshots.
 */
export async function adminOrders(ctx: AppContext, query: AdminOrderListQuery): Promise<{ orders: AdminOrderListRow[]; pagination: Pagination }> {
  const filter: OrderFilter = {
    userId: query.user_id,
    status: query.status,
    // The words' index asked once for both statements below (decision 113).
    search: query.search ? await foundOnce(ctx.reads, 'orders', { words: searchWords(query.search) }) : undefined,
    fromAt: query.from ? lithuanianDayStart(query.from) : undefined,
    beforeAt: query.to ? lithuanianDayEnd(query.to) : undefined,
  };
  const { page, limit } = query;
  // The count stops at COUNT_CAP (decision 066); both statements use the list's indexes.
  const [count, orders] = await Promise.all([
    countUpTo(ctx.reads, matchingOrders(ctx.reads, filter)),
    listOrderRows(ctx.reads, { ...filter, order: query.order, limit, offset: (page - 1) * limit }),
  ]);
  return { orders, pagination: paginationOf(page, limit, count) };
}

export async function adminOrder(ctx: AppContext, id: number): Promise<Order> {
  const order = await findOrder(ctx.db, id, { admin: true });
  if (!order) throw fail('orderNotFound');
  return order;
}

/**
 * While the shop requires verified licences, an order ships only to an address whose licence an
 * administrator verified and whose validity date has not passed (Tobacco Control Law art. 12(5)).
 */
function assertLicenceUsable(address: { tobacco_license: string; licence_status: string; licence_valid_until: string | null }, today: string): void {
  const licence = address.tobacco_license;
  if (address.licence_status === 'rejected') throw fail('licenceRejected', { licence });
  if (address.licence_status !== 'verified') throw fail('licenceNotVerified', { licence });
  if (licenceExpired(address.licence_valid_until, today)) throw fail('licenceExpired', { licence, date: address.licence_valid_until! });
}

/**
 * Moves an order along its lifecycle (packages/domain order-lifecycle), under the order's lock: a
 * refused move is 409 with the reason; asking for the status it already has changes nothing (a
 * double click gets the first click's result). Cancelling returns the stock; ending issues the
 * invoice in the same transaction, so an ended order always has its invoice. The invoice mail
 * leaves after the commit.
 */
export async function changeStatus(
  ctx: AppContext,
  id: number,
  status: OrderStatus,
  expectedVersion?: number,
  shipment?: ShipmentInput,
): Promise<{ order: Order; invoiceGenerated: boolean }> {
  const { invoiceGenerated } = await moveOrder(ctx, id, status, expectedVersion, shipment);
  return { order: await adminOrder(ctx, id), invoiceGenerated };
}

/** `changeStatus`'s transaction: what it changed, and the order's number. */
async function moveOrder(
  ctx: AppContext,
  id: number,
  status: OrderStatus,
  expectedVersion?: number,
  shipmentInput?: ShipmentInput,
): Promise<{ order_number: string; changed: boolean; invoiceGenerated: boolean }> {
  const moved = await inTransaction(ctx, async (trx) => {
    const row = await lockOrder(trx, ctx.engine, id);
    if (!row) throw fail('orderNotFound');
    const unchanged = { order_number: row.order_number, changed: false, invoiceGenerated: false };
    const shipment = status === 'sent' ? shipmentOf(row, shipmentInput) : undefined;
    // Already sent: a changed tracking number, carrier or day is written, and mailed no second time (decision 085).
    if (row.status === status)
      return shipment ? { ...unchanged, changed: await correctShipment(trx, ctx, row, shipment, expectedVersion) } : unchanged;
    assertVersion(row, expectedVersion);
    const facts = await orderFacts(trx, row);
    const refusal = transitionRefusal(facts, status);
    if (refusal) throw fail(transitionRefusalReason(facts, refusal));
    // The move's named steps (order-move-steps.ts): stock back, status, audit, invoice, the buyer's mail.
    const invoiceId = await runOrderMove({ ctx, trx, order: row, facts, to: status, shipment });
    return { ...unchanged, changed: true, invoiceGenerated: invoiceId !== null };
  });
  if (moved.invoiceGenerated) ctx.metrics.invoicesIssued.inc();
  return moved;
}

/**
 * Many orders to one status: each order in a transaction of its own, exactly as
 * `changeStatus` moves one (its lock, its lifecycle rule, its audit entry, its invoice), so one
 * refusal leaves the others changed. Repeated ids count once; the answer follows the given order.
 */
export async function bulkChangeStatus(ctx: AppContext, ids: readonly number[], status: OrderStatus): Promise<BulkOrderStatusResult[]> {
  const results: BulkOrderStatusResult[] = [];
  for (const id of new Set(ids)) {
    try {
      results.push({ id, ok: true, ...(await moveOrder(ctx, id, status)) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const refusal = { reason: error.reason, error: error.message, ...(error.params ? { params: error.params } : {}) };
      results.push({ id, order_number: null, ok: false, changed: false, invoiceGenerated: false, ...refusal });
    }
  }
  // A refused order is named too (an unknown id stays without a number).
  const numbers = await orderNumbersOf(
    ctx.db,
    results.filter((result) => !result.ok).map((result) => result.id),
  );
  return results.map((result) => (result.ok ? result : { ...result, order_number: numbers.get(result.id) ?? null }));
}

export async function cancel(ctx: AppContext, id: number, expectedVersion?: number): Promise<Order> {
  return (await changeStatus(ctx, id, 'cancelled', expectedVersion)).order;
}

/**
 * Replaces the items of a received order under the order's lock: stock moves by the difference per
 * product, line snapshots come from the products, totals are recomputed with the domain rules. All
 * or nothing; the same edit sent twice moves stock once.
 */
export async function replaceItems(
  ctx: AppContext,
  id: number,
  items: Array<{ product_id: number; quantity: number; unit_price: number }>,
  expectedVersion?: number,
  /** A staff role that may not set prices (decision 092): it changes quantities and removes lines, at the prices they have. */
  pricesFixedFor?: StaffRole,
): Promise<Order> {
  const ids = items.map((i) => i.product_id);
  if (new Set(ids).size !== ids.length) throw fail('duplicateOrderProduct');
  await inTransaction(ctx, async (trx) => {
    const order = await lockOrder(trx, ctx.engine, id);
    if (!order) throw fail('orderNotFound');
    if (!canEditOrderItems(await orderFacts(trx, order))) throw fail('orderNotEditable');
    assertVersion(order, expectedVersion);
    const old = await orderLineQuantities(trx, id);
    if (pricesFixedFor) {
      const prices = new Map(old.map((line) => [line.product_id, line.unit_price_cents]));
      if (items.some((item) => prices.get(item.product_id) !== eurosToCents(item.unit_price)))
        throw fail('forbiddenForRole', { role: pricesFixedFor });
    }
    const before = new Map<number, number>();
    for (const line of old) if (line.product_id !== null) before.set(line.product_id, (before.get(line.product_id) ?? 0) + line.quantity);
    const products = new Map((await lockProducts(trx, ctx.engine, [...ids, ...before.keys()])).map((p) => [p.id, p]));
    for (const item of items) if (!products.has(item.product_id)) throw fail('productNotFound');

    // Return what left the order first, then take what was added.
    const after = new Map(items.map((i) => [i.product_id, i.quantity]));
    for (const [productId, quantity] of before) {
      const delta = (after.get(productId) ?? 0) - quantity;
      if (delta < 0) await returnStock(trx, productId, -delta);
    }
    for (const item of items) {
      const delta = item.quantity - (before.get(item.product_id) ?? 0);
      if (delta > 0 && !(await takeStock(trx, item.product_id, delta))) {
        const product = products.get(item.product_id)!;
        // Available to this order: the stock (read before the edit) plus what the order already holds.
        throw fail('insufficientStock', { product: productDisplayName(product), available: product.stock + (before.get(item.product_id) ?? 0) });
      }
    }
    const changed = new Set([...before.keys(), ...after.keys()]);
    await recordStockMoves(
      trx,
      ctx.actor,
      'order_edit',
      [...changed].map((productId) => ({ productId, delta: (before.get(productId) ?? 0) - (after.get(productId) ?? 0) })),
      order.order_number,
    );
    await replaceOrderItems(
      trx,
      id,
      items.map((item) => orderLineRow(id, products.get(item.product_id)!, item.quantity, eurosToCents(item.unit_price))),
    );
    const totals = orderTotals(items.map((i) => ({ unitCents: eurosToCents(i.unit_price), quantity: i.quantity })));
    await setOrderTotals(trx, id, totals);
    await audit(trx, ctx, {
      action: 'order.items',
      entity: 'order',
      entityId: id,
      before: { items: old.map((line) => ({ product_id: line.product_id, quantity: line.quantity })), total_cents: order.total_cents },
      after: {
        items: items.map((item) => ({ product_id: item.product_id, quantity: item.quantity, unit_price: item.unit_price })),
        total_cents: totals.total,
      },
    });
  });
  return adminOrder(ctx, id);
}

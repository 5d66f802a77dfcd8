import { billingSnapshotSchema, centsToEuros, shippingSnapshotSchema, type InvoiceStatus, type Order } from '@shop/domain';
import type { Selectable } from 'kysely';
import type { OrderItemsTable, OrdersTable } from '../../db/schema.ts';

type OrderRow = Selectable<OrdersTable>;

/** The columns of an order that a list row and the whole order both show. */
type OrderHead = Pick<
  OrderRow,
  'id' | 'order_number' | 'status' | 'created_at' | 'updated_at' | 'subtotal_cents' | 'tax_cents' | 'shipping_cents' | 'total_cents' | 'version'
>;

/** The columns the whole order shows besides its head. */
type OrderAnswerRow = OrderHead &
  Pick<
    OrderRow,
    'user_id' | 'notes' | 'customer_reference' | 'tracking_number' | 'carrier' | 'expected_delivery' | 'shipping_address' | 'customer_snapshot'
  >;

/** An order line as stored. */
type OrderLineRow = Pick<
  Selectable<OrderItemsTable>,
  'id' | 'product_id' | 'brand' | 'name' | 'flavor' | 'weight' | 'sku' | 'quantity' | 'unit_price_cents' | 'total_price_cents'
>;

/** What the order's documents say of it: a live pre-invoice, and its invoice's status (null: none). */
export interface OrderDocuments {
  hasPreInvoice: boolean;
  invoiceStatus: InvoiceStatus | null;
}

/** The head of an order as every answer says it: money in euros, the document flags. */
export function orderHeadAnswer(order: OrderHead, documents: OrderDocuments) {
  return {
    id: order.id,
    order_number: order.order_number,
    status: order.status,
    created_at: order.created_at,
    updated_at: order.updated_at,
    subtotal: centsToEuros(order.subtotal_cents),
    tax_amount: centsToEuros(order.tax_cents),
    shipping_amount: centsToEuros(order.shipping_cents),
    order_completion_fee: centsToEuros(order.shipping_cents),
    total_amount: centsToEuros(order.total_cents),
    has_pre_invoice: documents.hasPreInvoice,
    has_invoice: (documents.invoiceStatus ?? 'cancelled') !== 'cancelled',
    invoice_status: documents.invoiceStatus,
    version: order.version,
  };
}

/**
 * The one mapping of an order's row and lines to the answer (a read, and the checkout that has just
 * written them); an administrator's answer also names the buyer.
 */
export function orderAnswer(order: OrderAnswerRow, lines: readonly OrderLineRow[], documents: OrderDocuments, admin: boolean): Order {
  const billing = billingSnapshotSchema.parse(JSON.parse(order.customer_snapshot));
  const view: Order = {
    ...orderHeadAnswer(order, documents),
    notes: order.notes,
    customer_reference: order.customer_reference,
    tracking_number: order.tracking_number,
    carrier: order.carrier,
    expected_delivery: order.expected_delivery,
    shipping_address: shippingSnapshotSchema.parse(JSON.parse(order.shipping_address)),
    billing_address: billing,
    items: lines.map((item) => ({
      id: item.id,
      product_id: item.product_id,
      brand: item.brand,
      name: item.name,
      flavor: item.flavor,
      weight: item.weight,
      sku: item.sku,
      quantity: item.quantity,
      unit_price: centsToEuros(item.unit_price_cents),
      total_price: centsToEuros(item.total_price_cents),
    })),
  };
  if (admin)
    Object.assign(view, {
      user_id: order.user_id,
      company_name: billing.company_name,
      email: billing.email,
      contact_person: billing.contact_person,
    });
  return view;
}

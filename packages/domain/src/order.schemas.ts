import { z } from 'zod';
import { addressSchema } from './address.schemas.ts';
import { cartVersionSchema } from './cart.schemas.ts';
import { customerReferenceSchema } from './customer-reference.ts';
import { INVOICE_STATUSES, MAX_PAGE_SIZE, ORDER_STATUSES } from './constants.ts';
import { euroAmount } from './product.schemas.ts';
import { listLimit, listPage } from './list-query.ts';
import { unsetWhenEmpty } from './query-params.ts';
import { versionField } from './versioning.ts';

/** POST /api/orders. */
export const placeOrderSchema = z.object({
  shipping_address_id: z.number({ error: 'shippingAddressRequired' }).int('shippingAddressRequired').positive('shippingAddressRequired'),
  notes: z.string().trim().max(1000, 'tooLong').optional().nullable(),
  /** The buyer's own purchase reference (decision 086): at most 50 characters; empty is none. */
  customer_reference: customerReferenceSchema,
  accept_tax_notice: z.literal(true, { error: 'taxNoticeRequired' }),
  /** The cart the page showed (`GET /cart`'s `cart_version`): a cart changed since is 409 `CART_CHANGED` (decision 058). */
  cart_version: cartVersionSchema.optional(),
});

/** The checkout's optional `Idempotency-Key` header: 8–100 visible characters (the web app sends a UUID). */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{8,100}$/, 'idempotencyKeyInvalid')
    .optional(),
});

export const orderCancelSchema = z.object({ version: versionField });

// `orderStatusUpdateSchema` (PATCH /orders/admin/:id/status) lives in shipment.ts with the tracking fields it takes.

export const orderItemsUpdateSchema = z.object({
  items: z
    .array(
      z.object({
        product_id: z.number().int().positive(),
        quantity: z.number({ error: 'quantityInvalid' }).int('quantityInvalid').min(1, 'quantityInvalid').max(1_000_000, 'quantityInvalid'),
        unit_price: euroAmount,
      }),
    )
    .min(1, 'orderNeedsItems')
    .max(500),
  version: versionField,
});

/** Orders per page of a customer's own list (`GET /api/orders`) when no `limit` is asked. */
export const OWN_ORDERS_PAGE_SIZE = 20;

/**
 * `GET /api/orders`: the customer's own orders, one page at a time (never the whole list):
 * `status`, `page`, `limit` (20, at most 100). `sort` and `order` are the dashboard's parameters (newest first
 * by default); `?status=` sent empty is every status.
 */
export const orderListQuerySchema = z.object({
  status: unsetWhenEmpty(z.enum(ORDER_STATUSES)),
  page: listPage(),
  limit: listLimit(OWN_ORDERS_PAGE_SIZE, MAX_PAGE_SIZE),
  sort: unsetWhenEmpty(z.enum(['created_at'])),
  order: unsetWhenEmpty(z.enum(['asc', 'desc'])),
});

/** The shipping address as it was when the order was placed (stored as JSON with the order). */
/**
 * The shipping address as an order and its documents keep it, with its licence as it was then; orders
 * from before the licence details carry the number only.
 */
export const shippingSnapshotSchema = addressSchema
  .omit({ id: true, is_default: true, created_at: true, updated_at: true, licence_note: true, licence_expired: true, licence_version: true })
  .partial({ licence_type: true, licence_issuer: true, licence_valid_until: true, licence_status: true });
export type ShippingSnapshot = z.infer<typeof shippingSnapshotSchema>;

/** The buyer's company as it was when the order was placed (stored as JSON with the order). */
export const billingSnapshotSchema = z.object({
  company_name: z.string(),
  company_reg_number: z.string(),
  vat_number: z.string().nullable(),
  contact_person: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
});
export type BillingSnapshot = z.infer<typeof billingSnapshotSchema>;

export const orderItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  brand: z.string(),
  name: z.string(),
  flavor: z.string(),
  weight: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  total_price: z.number(),
});

export const orderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  subtotal: z.number(),
  tax_amount: z.number(),
  shipping_amount: z.number(),
  order_completion_fee: z.number(),
  total_amount: z.number(),
  notes: z.string().nullable(),
  /** The buyer's own purchase reference, "Your order number" (decision 086); null when none was given. */
  customer_reference: z.string().nullable(),
  /** How a sent order travels (decision 085; shipment.ts): null until the shop gives them. */
  tracking_number: z.string().nullable(),
  carrier: z.string().nullable(),
  expected_delivery: z.string().nullable(),
  /** In the checkout's answer only: whether confirming this order will bring its pre-invoice by mail (decision 085). */
  pre_invoice_on_confirm: z.boolean().optional(),
  has_pre_invoice: z.boolean(),
  has_invoice: z.boolean(),
  /** The order's invoice, if one was ever issued (also when cancelled): the lifecycle decides on it. */
  invoice_status: z.enum(INVOICE_STATUSES).nullable(),
  /** Goes up by one with every change; a write that sends an older one is refused. */
  version: z.number().int(),
  shipping_address: shippingSnapshotSchema,
  billing_address: billingSnapshotSchema,
  items: z.array(orderItemSchema),
  // administrators
  user_id: z.number().int().optional(),
  company_name: z.string().optional(),
  email: z.string().optional(),
  contact_person: z.string().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** One step of an order's status history: the status it reached and when. */
export const orderHistoryStepSchema = z.object({ status: z.enum(ORDER_STATUSES), at: z.string() });
export type OrderHistoryStep = z.infer<typeof orderHistoryStepSchema>;

/** Order number of the one reference form (decision 028): ORD-YYYYMM-0042 (the id, padded to four digits). */
export function orderNumber(id: number, createdAt: Date): string {
  const month = `${createdAt.getUTCFullYear()}${String(createdAt.getUTCMonth() + 1).padStart(2, '0')}`;
  return `ORD-${month}-${String(id).padStart(4, '0')}`;
}

import { z } from 'zod';
import { addressSchema, adminAddressSchema } from './address.schemas.ts';
import { okAnswer } from './answer.ts';
import { cartItemSchema, cartSummarySchema, cartVersionSchema } from './cart.schemas.ts';
import { orderHistoryStepSchema, orderSchema } from './order.schemas.ts';
import { customerPriceSchema, productViewSchema, userTypePriceSchema } from './product.schemas.ts';
import { paginationSchema } from './user.schemas.ts';
import { customerPriceCountsSchema, typePriceCountsSchema } from './pricing-page.schemas.ts';

/** Answers of the catalogue, cart, addresses, orders, pricing and dashboard (the reference at /api/openapi.json). */

/** `{ success: true }` alone: a deletion that has nothing else to say. */
export const doneAnswerSchema = okAnswer({});

export const addressAnswerSchema = okAnswer({ address: addressSchema, message: z.string() });
export const addressesAnswerSchema = okAnswer({ addresses: z.array(addressSchema) });
/** The administrators' licence queue: each address with its customer and what changed since its last finding. */
const licenceQueueItemSchema = adminAddressSchema.extend({ user_id: z.number().int(), company_name: z.string(), email: z.string() });
export type LicenceQueueItem = z.infer<typeof licenceQueueItemSchema>;
export const licencesAnswerSchema = okAnswer({ licences: z.array(licenceQueueItemSchema) });
export const adminAddressesAnswerSchema = okAnswer({ addresses: z.array(adminAddressSchema) });
export const licenceReviewedAnswerSchema = okAnswer({ address: adminAddressSchema });

export const cartAnswerSchema = okAnswer({
  items: z.array(cartItemSchema),
  cart: cartSummarySchema,
  cart_version: cartVersionSchema,
  message: z.string().optional(),
});
export type CartAnswer = z.infer<typeof cartAnswerSchema>;

export const productAnswerSchema = okAnswer({ product: productViewSchema });
export const productsAnswerSchema = okAnswer({ products: z.array(productViewSchema), total: z.number().int() });
export const brandsAnswerSchema = okAnswer({ brands: z.array(z.string()) });
export const photoUploadedAnswerSchema = okAnswer({ photoUrl: z.string() });
export const updatedCountAnswerSchema = okAnswer({ updated: z.number().int() });
export const productDeletedAnswerSchema = okAnswer({ deleted: z.boolean(), deactivated: z.boolean(), message: z.string() });
export type ProductsAnswer = z.infer<typeof productsAnswerSchema>;

export const orderAnswerSchema = okAnswer({ order: orderSchema });
export const orderHistoryAnswerSchema = okAnswer({ history: z.array(orderHistoryStepSchema) });
/** One page of the customer's own orders (`GET /api/orders`), with the paging of the filtered list. */
export const ordersAnswerSchema = okAnswer({ orders: z.array(orderSchema), pagination: paginationSchema });
export type OrdersAnswer = z.infer<typeof ordersAnswerSchema>;
export const orderPlacedAnswerSchema = okAnswer({ order: orderSchema, message: z.string() });
/** GET /api/orders/admin/:id/edit-status: whether the order's items may still be edited (the order lifecycle's rule). */
export const orderEditStatusAnswerSchema = okAnswer({ canEdit: z.boolean() });
export const orderStatusChangedAnswerSchema = okAnswer({ order: orderSchema, invoiceGenerated: z.boolean() });
export type OrderStatusChangedAnswer = z.infer<typeof orderStatusChangedAnswerSchema>;

/** GET /pricing/admin/customer/:userId?product_ids=…: the customer's prices of those products, and the counts (decision 077). */
export const customerPricesAnswerSchema = okAnswer({ customerPrices: z.array(customerPriceSchema), counts: customerPriceCountsSchema });
export type CustomerPricesAnswer = z.infer<typeof customerPricesAnswerSchema>;
/** GET /pricing/admin/user-type-prices?product_ids=…: the SHOP and BAR prices of those products, and the counts (decision 077). */
export const userTypePricesAnswerSchema = okAnswer({ userTypePrices: z.array(userTypePriceSchema), counts: typePriceCountsSchema });
export type UserTypePricesAnswer = z.infer<typeof userTypePricesAnswerSchema>;
export const priceCountsAnswerSchema = okAnswer({ updated: z.number().int(), deleted: z.number().int() });
export const pricesDeletedAnswerSchema = okAnswer({ deleted: z.number().int() });

/** GET /api/dashboard/stats: an administrator's four cards, or a customer's. */
const adminDashboardStatsSchema = z.object({
  total_orders: z.number().int(),
  pending_orders: z.number().int(),
  revenue: z.number(),
  pending_approvals: z.number().int(),
  total_customers: z.number().int(),
});
const customerDashboardStatsSchema = z.object({
  total_orders: z.number().int(),
  pending_orders: z.number().int(),
  total_spent: z.number(),
  cart_items: z.number().int(),
});
export const dashboardStatsAnswerSchema = okAnswer({ stats: z.union([adminDashboardStatsSchema, customerDashboardStatsSchema]) });
export type DashboardStatsAnswer = z.infer<typeof dashboardStatsAnswerSchema>;

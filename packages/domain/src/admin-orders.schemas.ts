import { z } from 'zod';
import { okAnswer } from './answer.ts';
import { ORDER_STATUSES } from './constants.ts';
import { listDay, PERIOD_ORDER, periodInOrder } from './list-query.ts';
import { orderSchema } from './order.schemas.ts';
import { unsetWhenEmpty } from './query-params.ts';
import { paginationSchema } from './user.schemas.ts';

/**
 * The administrators' orders at scale (decision 045): the searchable, paged list and the
 * bulk status change. Shared by the API (validation, answers) and the web app (limits, contracts).
 */
const ADMIN_ORDERS_PAGE_SIZE = 50;
const ADMIN_ORDERS_MAX_PAGE_SIZE = 200;
/** At most this many orders in one bulk status change (a full page of the list at its largest). */
const BULK_ORDER_STATUS_MAX = 200;

/**
 * `GET /orders/admin/all`: `search` (words, each in the order's search text: decision 064; case and accents
 * ignored), `status`, `from`/`to` (days in Lithuania, both included), `user_id`, `page`, `limit` (50, at
 * most 200). `sort` and `order` are the dashboard's recent-orders parameters (newest first by default).
 */
export const adminOrderListQuerySchema = z
  .object({
    search: unsetWhenEmpty(z.string().trim().max(200, 'tooLong')),
    status: unsetWhenEmpty(z.enum(ORDER_STATUSES)),
    from: unsetWhenEmpty(listDay),
    to: unsetWhenEmpty(listDay),
    user_id: unsetWhenEmpty(z.coerce.number().int().positive().max(2_147_483_647)),
    page: unsetWhenEmpty(z.coerce.number().int().min(1).max(1_000_000)).transform((page) => page ?? 1),
    limit: unsetWhenEmpty(z.coerce.number().int().min(1).max(ADMIN_ORDERS_MAX_PAGE_SIZE)).transform((limit) => limit ?? ADMIN_ORDERS_PAGE_SIZE),
    sort: unsetWhenEmpty(z.enum(['created_at'])),
    order: unsetWhenEmpty(z.enum(['asc', 'desc'])),
  })
  .refine(periodInOrder, PERIOD_ORDER);
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/**
 * One order in the administrators' list (decision 075): what the list, its actions (status
 * select and its confirmation, bulk change, "Generate invoice", document flags) and the overview's recent
 * orders read, under the names the whole order has; no lines, addresses or notes (`/orders/admin/:id`
 * has them). The buyer's company, e-mail and contact person are the order's, frozen at checkout.
 */
const adminOrderListRowSchema = orderSchema
  .pick({
    id: true,
    order_number: true,
    status: true,
    created_at: true,
    updated_at: true,
    subtotal: true,
    tax_amount: true,
    shipping_amount: true,
    order_completion_fee: true,
    total_amount: true,
    has_pre_invoice: true,
    has_invoice: true,
    invoice_status: true,
    version: true,
    customer_reference: true,
  })
  .extend({ user_id: z.number().int(), company_name: z.string(), email: z.string(), contact_person: z.string() });
export type AdminOrderListRow = z.infer<typeof adminOrderListRowSchema>;

export const adminOrdersAnswerSchema = okAnswer({ orders: z.array(adminOrderListRowSchema), pagination: paginationSchema });
export type AdminOrdersAnswer = z.infer<typeof adminOrdersAnswerSchema>;

/** `POST /orders/admin/bulk-status`: 1–200 order ids (repeats count once) and the status they should all get. */
export const bulkOrderStatusSchema = z.object({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1, 'bulkOrdersCount').max(BULK_ORDER_STATUS_MAX, 'bulkOrdersCount'),
  status: z.enum(ORDER_STATUSES),
});

/**
 * One order's outcome: `ok` (changed, or already in that status), or refused with the reason of the
 * error catalogue (decision 030), its English `error` text and its `params`. An unknown id has no number.
 */
const bulkOrderStatusResultSchema = z.object({
  id: z.number().int(),
  order_number: z.string().nullable(),
  ok: z.boolean(),
  /** The status changed (false: it already was the asked one, or the change was refused). */
  changed: z.boolean(),
  /** Ending the order issued its invoice. */
  invoiceGenerated: z.boolean(),
  reason: z.string().optional(),
  error: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type BulkOrderStatusResult = z.infer<typeof bulkOrderStatusResultSchema>;

export const bulkOrderStatusAnswerSchema = okAnswer({ results: z.array(bulkOrderStatusResultSchema) });
export type BulkOrderStatusAnswer = z.infer<typeof bulkOrderStatusAnswerSchema>;

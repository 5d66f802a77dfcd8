import { z } from 'zod';
import { adminUserAnswerSchema } from './account.responses.ts';
import { APPROVAL_STATUSES } from './constants.ts';
import { adminUserListQuerySchema } from './user.schemas.ts';

/** Issue 17 (decision 048): the administrators' user list filtered by approval state and ordered by registration. */
export const USER_LIST_ORDERS = ['newest', 'oldest'] as const;
export type UserListOrder = (typeof USER_LIST_ORDERS)[number];

/**
 * GET /api/users/admin/all: search and paging, plus `status` (customers in that approval state; the
 * waiting list is `status=pending`) and `sort` (`oldest` first: the order in which they wait).
 */
export const adminUserListFilterSchema = adminUserListQuerySchema.extend({
  status: z.enum(APPROVAL_STATUSES).optional(),
  sort: z.enum(USER_LIST_ORDERS).optional().default('newest'),
});
export type AdminUserListFilter = z.infer<typeof adminUserListFilterSchema>;

/**
 * PATCH /api/users/admin/:id/approve: the account as it is now and whether this approval also marked
 * its e-mail as verified (an approval is only given to an account that can log in).
 */
export const userApprovedAnswerSchema = adminUserAnswerSchema.extend({ message: z.string(), email_verified_now: z.boolean() });
export type UserApprovedAnswer = z.infer<typeof userApprovedAnswerSchema>;

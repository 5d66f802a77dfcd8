import { z } from 'zod';
import { adminUserAnswerSchema } from './account.responses.ts';
import { APPROVAL_STATUSES } from './constants.ts';
import { okAnswer } from './answer.ts';
import { requiredVersionField } from './versioning.ts';
import { adminUserListQuerySchema, adminUserSchema } from './user.schemas.ts';

/** Decision 048: the administrators' user list filtered by approval state and ordered by registration. */
const USER_LIST_ORDERS = ['newest', 'oldest'] as const;

/**
 * GET /api/users/admin/all: search and paging, plus `status` (customers in that approval state; the
 * waiting list is `status=pending`) and `sort` (`oldest` first: the order in which they wait).
 */
export const adminUserListFilterSchema = adminUserListQuerySchema.extend({
  status: z.enum(APPROVAL_STATUSES).optional(),
  sort: z.enum(USER_LIST_ORDERS).optional().default('newest'),
  /** `to_choose`: customers whose old payment terms the migration could not read (decision 054). */
  terms: z.enum(['to_choose']).optional(),
});
export type AdminUserListFilter = z.infer<typeof adminUserListFilterSchema>;

/**
 * PATCH /api/users/admin/:id/approve: the account as it is now and whether this approval also marked
 * its e-mail as verified (an approval is only given to an account that can log in).
 */
export const userApprovedAnswerSchema = adminUserAnswerSchema.extend({ message: z.string(), email_verified_now: z.boolean() });
export type UserApprovedAnswer = z.infer<typeof userApprovedAnswerSchema>;

/**
 * PATCH /api/users/admin/:id/company-changes/confirm and …/reject (decision 056): the administrator's
 * decision on a customer's held change of company details, with the account `version` it was made on
 * (required: a change the customer made after the page was opened is not confirmed blindly).
 */
export const companyChangesDecisionSchema = z.strictObject({
  version: requiredVersionField,
});
export type CompanyChangesDecision = z.infer<typeof companyChangesDecisionSchema>;

/** GET /api/users/admin/company-changes: the customers whose held changes wait, longest waiting first. */
export const companyChangesAnswerSchema = okAnswer({ users: z.array(adminUserSchema) });

import type { AdminUser, AdminUserUpdate, Pagination, User } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import type { UserRowUpdate } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { nowIso } from '../../lib/clock.ts';
import { mails } from '../../lib/mail/templates.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { randomBytes } from 'node:crypto';
import {
  anonymiseUser,
  deleteUserRow,
  findAdminUser,
  hasDocuments,
  listUsers,
  revokeSessions,
  toUser,
  updateUserRow,
} from './users.repository.ts';

export const USER_MESSAGES = {
  notFound: 'User not found',
  approved: 'User approved',
  rejected: 'User rejected',
  adminNotApprovable: 'Administrators need no approval',
  alreadyApproved: 'User is already approved',
  onlyPendingRejectable: 'Only users pending approval can be rejected',
  adminNotDeletable: 'Administrators cannot be deleted',
  selfDeactivate: 'You cannot deactivate your own account',
  selfDemote: 'You cannot remove your own administrator access',
  deleted: 'User deleted',
  anonymised: 'The customer has orders: personal data was removed and the account closed; orders and documents are kept.',
} as const;

async function requireUser(ctx: AppContext, id: number): Promise<AdminUser> {
  const user = await findAdminUser(ctx.db, id);
  if (!user) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
  return user;
}

export async function list(ctx: AppContext, query: { search: string; page: number; limit: number }): Promise<{ users: AdminUser[]; pagination: Pagination }> {
  const { users, total } = await listUsers(ctx.db, query);
  return { users, pagination: { page: query.page, limit: query.limit, total, pages: Math.max(1, Math.ceil(total / query.limit)) } };
}

export const get = requireUser;

export async function update(ctx: AppContext, actor: User, id: number, input: AdminUserUpdate): Promise<AdminUser> {
  const target = await requireUser(ctx, id);
  if (actor.id === id && input.is_active === false) throw new AppError('CONFLICT', USER_MESSAGES.selfDeactivate);
  if (actor.id === id && input.is_admin === false) throw new AppError('CONFLICT', USER_MESSAGES.selfDemote);
  const patch: UserRowUpdate = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  for (const key of ['tax_id', 'phone', 'billing_address', 'billing_city', 'billing_postal_code', 'billing_country', 'payment_terms'] as const) {
    if (patch[key] === '') patch[key] = null;
  }
  await updateUserRow(ctx.db, id, patch);
  // Deactivation and a change of role end every open session of that user.
  if ((input.is_active === false && target.is_active) || (input.is_admin !== undefined && input.is_admin !== target.is_admin)) {
    await revokeSessions(ctx.db, id);
  }
  return requireUser(ctx, id);
}

export async function approve(ctx: AppContext, id: number): Promise<AdminUser> {
  const target = await requireUser(ctx, id);
  if (target.is_admin) throw new AppError('CONFLICT', USER_MESSAGES.adminNotApprovable);
  if (target.approval_status === 'approved') throw new AppError('CONFLICT', USER_MESSAGES.alreadyApproved);
  const row = await updateUserRow(ctx.db, id, { approval_status: 'approved', approved_at: nowIso(), rejection_reason: null });
  if (row) await ctx.mailer.send(mails.accountApproved({ email: row.email, name: row.contact_person, language: toUser(row).language }, `${ctx.config.appUrl}/login`));
  return requireUser(ctx, id);
}

export async function reject(ctx: AppContext, id: number, reason: string): Promise<AdminUser> {
  const target = await requireUser(ctx, id);
  if (target.is_admin) throw new AppError('CONFLICT', USER_MESSAGES.adminNotApprovable);
  if (target.approval_status !== 'pending') throw new AppError('CONFLICT', USER_MESSAGES.onlyPendingRejectable);
  const row = await updateUserRow(ctx.db, id, { approval_status: 'rejected', rejection_reason: reason || null });
  if (row) await ctx.mailer.send(mails.accountRejected({ email: row.email, name: row.contact_person, language: toUser(row).language }, reason));
  return requireUser(ctx, id);
}

export async function verifyEmail(ctx: AppContext, id: number): Promise<AdminUser> {
  const target = await requireUser(ctx, id);
  if (!target.email_verified) await updateUserRow(ctx.db, id, { email_verified_at: nowIso() });
  return requireUser(ctx, id);
}

export async function remove(ctx: AppContext, id: number): Promise<{ message: string; anonymised: boolean }> {
  const target = await requireUser(ctx, id);
  if (target.is_admin) throw new AppError('FORBIDDEN', USER_MESSAGES.adminNotDeletable);
  if (await hasDocuments(ctx.db, id)) {
    // A random hash nobody knows the password of: the account can never log in again.
    const unusable = await hashPassword(randomBytes(32).toString('hex'));
    await anonymiseUser(ctx.db, id, unusable);
    return { message: USER_MESSAGES.anonymised, anonymised: true };
  }
  await deleteUserRow(ctx.db, id);
  return { message: USER_MESSAGES.deleted, anonymised: false };
}


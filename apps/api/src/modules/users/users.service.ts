import {
  can,
  eurosToCents,
  storedPaymentTermsRule,
  type AdminUser,
  type AuditAction,
  type AdminUserListFilter,
  type AdminUserUpdate,
  type Pagination,
  type User,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { paginationOf } from '../../db/bounded-count.ts';
import type { UserRow, UserRowUpdate } from '../../db/schema.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { fail, assertVersion } from '../../http/app-error.ts';
import { nowIso } from '../../lib/clock.ts';
import { enqueueMail } from '../../lib/mail/outbox.repository.ts';
import { mails } from '../../lib/mail/templates.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { randomBytes } from 'node:crypto';
import { audit } from '../audit/index.ts';
import { termsOfWrite } from '../payment-terms/index.ts';
import { checkInvoiceFields } from './company-changes.ts';
import {
  anonymiseUser,
  creditLimitOf,
  deleteUserRow,
  findAdminUser,
  hasDocuments,
  listUsers,
  lockUser,
  toUser,
  updateUserRow,
} from './users.repository.ts';

export const USER_MESSAGES = {
  approved: 'User approved',
  verifiedAndApproved: 'E-mail marked as verified and account approved',
  rejected: 'User rejected',
  deleted: 'User deleted',
  anonymised: 'The customer has orders: personal data was removed and the account closed; orders and documents are kept.',
} as const;

async function requireUser(ctx: AppContext, id: number): Promise<AdminUser> {
  const user = await findAdminUser(ctx.db, id);
  if (!user) throw fail('userNotFound');
  return user;
}

export async function list(ctx: AppContext, query: AdminUserListFilter): Promise<{ users: AdminUser[]; pagination: Pagination }> {
  const { users, count } = await listUsers(ctx.reads, query);
  return { users, pagination: paginationOf(query.page, query.limit, count) };
}

export const get = requireUser;

/**
 * What the audit log keeps of an account: what an administrator sees and changes (role, terms, type,
 * approval, activity), never its password hash, token version or search text.
 */
const AUDITED = [
  'email',
  'company_name',
  'company_reg_number',
  'contact_person',
  'phone',
  'tax_id',
  'billing_address',
  'billing_city',
  'billing_postal_code',
  'billing_country',
  'payment_terms',
  'payment_terms_rule',
  'user_type',
  'language',
  'is_active',
  'is_admin',
  'approval_status',
  'rejection_reason',
  'email_verified',
] as const satisfies ReadonlyArray<keyof User>;
/** Of an account deleted or anonymised, only which it was: its contact details are not copied into the log. */
const IDENTITY = ['email', 'company_name', 'company_reg_number', 'is_active'] as const satisfies ReadonlyArray<keyof User>;

function fieldsOf(row: UserRow, fields: ReadonlyArray<keyof User>): Record<string, unknown> {
  const user = toUser(row);
  return Object.fromEntries(fields.map((field) => [field, user[field]]));
}

/** What the audit log keeps of an account's state: the AUDITED fields and the credit limit (euros). */
const auditedOf = (row: UserRow) => ({ ...fieldsOf(row, AUDITED), credit_limit: creditLimitOf(row) });

/** Records an administrator's command on an account, field by field, in the transaction that makes it. */
function recordChange(trx: Tx, ctx: AppContext, action: AuditAction, before: UserRow, after: UserRow): Promise<void> {
  return audit(trx, ctx, { action, entity: 'user', entityId: before.id, before: auditedOf(before), after: auditedOf(after) });
}

/** The target's row, locked: every administrator command on an account takes it first. */
async function lockedTarget(ctx: AppContext, trx: Tx, id: number) {
  const row = await lockUser(trx, ctx.engine, id);
  if (!row) throw fail('userNotFound');
  return row;
}

/**
 * Staff accounts are the staff management's (decision 092): here nobody becomes or stops being an
 * administrator, a member of staff is neither deactivated nor reactivated (where the last active owner
 * is kept), and only who may manage staff edits a staff account's details.
 */
function assertNoStaffChange(actor: User, target: UserRow, fields: Pick<AdminUserUpdate, 'is_admin' | 'is_active'>): void {
  const changes = (field: 'is_admin' | 'is_active') => fields[field] !== undefined && fields[field] !== Boolean(target[field]);
  if (changes('is_admin') || (target.is_admin && changes('is_active'))) throw fail('staffChangedInStaffManagement');
  if (target.is_admin && !can(actor.staff_role, 'staff.manage')) throw fail('forbiddenForRole', { role: actor.staff_role ?? 'none' });
}

export async function update(ctx: AppContext, actor: User, id: number, input: AdminUserUpdate): Promise<AdminUser> {
  const { version, payment_terms: termsText, payment_terms_rule: termsRule, credit_limit: creditLimit, ...fields } = input;
  if (actor.id === id && fields.is_active === false) throw fail('selfDeactivate');
  if (actor.id === id && fields.is_admin === false) throw fail('selfDemote');
  const patch: UserRowUpdate = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  // Payment terms are a chosen rule, their text derived from it (decision 054).
  const terms = termsOfWrite(termsRule, termsText, 'payment_terms');
  if (terms) Object.assign(patch, { payment_terms: terms.text, payment_terms_rule: storedPaymentTermsRule(terms.rule) });
  // Euros in, cents kept (decision 082); null: no limit.
  if (creditLimit !== undefined) patch.credit_limit_cents = creditLimit === null ? null : eurosToCents(creditLimit);
  for (const key of ['tax_id', 'phone', 'billing_address', 'billing_city', 'billing_postal_code', 'billing_country'] as const) {
    if (patch[key] === '') patch[key] = null;
  }
  await inTransaction(ctx, async (trx) => {
    const target = await lockedTarget(ctx, trx, id);
    assertVersion(target, version);
    assertNoStaffChange(actor, target, fields);
    // An administrator's edit of company details applies directly (decision 056), its codes checked like the customer's.
    checkInvoiceFields(target, patch);
    // Deactivation ends every open session of that user.
    const revoke = fields.is_active === false && Boolean(target.is_active);
    const row = await updateUserRow(trx, target, patch, { revokeSessions: revoke });
    await recordChange(trx, ctx, 'user.update', target, row);
  });
  return requireUser(ctx, id);
}

/**
 * Approves a customer that waits (pending) or was rejected earlier (decision 048). The approval mail
 * says "you can log in now", so it is only given to an account that can: a deactivated one is
 * refused, and an e-mail not verified yet is marked verified in the same step (the answer says so).
 * A rejection's reason is cleared from the account; the audit log keeps it. Under the account's lock:
 * of two parallel approvals, one approves and mails, the other answers 409.
 */
export async function approve(ctx: AppContext, id: number): Promise<{ user: AdminUser; emailVerifiedNow: boolean }> {
  const emailVerifiedNow = await inTransaction(ctx, async (trx) => {
    const target = await lockedTarget(ctx, trx, id);
    if (target.is_admin) throw fail('adminNeedsNoApproval');
    if (target.approval_status === 'approved') throw fail('userAlreadyApproved');
    if (!target.is_active) throw fail('inactiveNotApprovable');
    const now = nowIso();
    const verifyNow = target.email_verified_at === null;
    const patch: UserRowUpdate = { approval_status: 'approved', approved_at: now, rejection_reason: null };
    const row = await updateUserRow(trx, target, verifyNow ? { ...patch, email_verified_at: now } : patch);
    await recordChange(trx, ctx, 'user.approve', target, row);
    await enqueueMail(
      trx,
      mails.accountApproved({ email: row.email, name: row.contact_person, language: toUser(row).language }, `${ctx.config.appUrl}/login`),
    );
    return verifyNow;
  });
  return { user: await requireUser(ctx, id), emailVerifiedNow };
}

export async function reject(ctx: AppContext, id: number, reason: string): Promise<AdminUser> {
  await inTransaction(ctx, async (trx) => {
    const target = await lockedTarget(ctx, trx, id);
    if (target.is_admin) throw fail('adminNeedsNoApproval');
    if (target.approval_status !== 'pending') throw fail('onlyPendingRejectable');
    const row = await updateUserRow(trx, target, { approval_status: 'rejected', rejection_reason: reason || null });
    await recordChange(trx, ctx, 'user.reject', target, row);
    await enqueueMail(trx, mails.accountRejected({ email: row.email, name: row.contact_person, language: toUser(row).language }, reason));
  });
  return requireUser(ctx, id);
}

export async function verifyEmail(ctx: AppContext, id: number): Promise<AdminUser> {
  await inTransaction(ctx, async (trx) => {
    const target = await lockedTarget(ctx, trx, id);
    if (target.email_verified_at) return;
    const row = await updateUserRow(trx, target, { email_verified_at: nowIso() });
    await recordChange(trx, ctx, 'user.verify_email', target, row);
  });
  return requireUser(ctx, id);
}

export async function remove(ctx: AppContext, id: number): Promise<{ message: string; anonymised: boolean }> {
  // Hashing is slow work: done before the transaction, used only when the customer has orders.
  const unusable = await hashPassword(randomBytes(32).toString('hex'));
  return inTransaction(ctx, async (trx) => {
    const target = await lockedTarget(ctx, trx, id);
    if (target.is_admin) throw fail('adminNotDeletable');
    if (await hasDocuments(trx, id)) {
      // A random hash nobody knows the password of: the account can never log in again.
      const row = await anonymiseUser(trx, id, unusable);
      await audit(trx, ctx, {
        action: 'user.anonymise',
        entity: 'user',
        entityId: id,
        before: fieldsOf(target, IDENTITY),
        after: fieldsOf(row, IDENTITY),
      });
      return { message: USER_MESSAGES.anonymised, anonymised: true };
    }
    await deleteUserRow(trx, id);
    await audit(trx, ctx, { action: 'user.delete', entity: 'user', entityId: id, before: fieldsOf(target, IDENTITY), after: null });
    return { message: USER_MESSAGES.deleted, anonymised: false };
  });
}

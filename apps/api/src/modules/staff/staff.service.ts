import { randomBytes } from 'node:crypto';
import type { Language, StaffInvite, StaffMember, StaffPatch, StaffRole, User } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { fail } from '../../http/app-error.ts';
import { nowIso } from '../../lib/clock.ts';
import { enqueueMail } from '../../lib/mail/outbox.repository.ts';
import { staffInvitationMail } from '../../lib/mail/staff-invitation-mail.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { audit } from '../audit/index.ts';
import { deleteSessionsOf, deleteTokensOf, staffInvitationLink, withPendingInvitation } from '../auth/index.ts';
import { readCompany } from '../settings/index.ts';
import { deleteTwoFactor } from '../two-factor/index.ts';
import { findUserRowByEmail, insertUser, lockUser, updateUserRow } from '../users/index.ts';
import { listStaffRows, lockActiveOwners } from './staff.repository.ts';

/** A staff account's role; an administrator's row from before roles (none written since) is an owner. */
const roleOf = (row: UserRow): StaffRole => row.staff_role ?? 'owner';

function memberOf(row: UserRow, pending: Set<number>): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.contact_person,
    role: roleOf(row),
    is_active: Boolean(row.is_active),
    invitation_pending: pending.has(row.id),
    mfa_enabled: Boolean(row.mfa_enabled_at),
    created_at: row.created_at,
  };
}

/** What the audit log keeps of a member of staff: who, in which role, whether active. */
const auditedOf = (row: UserRow) => ({ email: row.email, name: row.contact_person, role: roleOf(row), is_active: Boolean(row.is_active) });

async function membersOf(ctx: AppContext, rows: UserRow[]): Promise<StaffMember[]> {
  const pending = await withPendingInvitation(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => memberOf(row, pending));
}

/** GET /api/staff: every member of staff, deactivated ones included. */
export async function listStaff(ctx: AppContext): Promise<StaffMember[]> {
  return membersOf(ctx, await listStaffRows(ctx.db));
}

/**
 * POST /api/staff: a staff account in the given role, approved, with a password nobody knows, and the
 * mail that invites it to set one (a link valid 72 hours) — the account, the link, the mail and the
 * audit entry commit together. An e-mail that has an account already is refused (409), also when two
 * invitations race (the unique e-mail decides).
 */
export async function inviteStaff(ctx: AppContext, actor: User, input: StaffInvite, readerLanguage: Language): Promise<StaffMember> {
  if (await findUserRowByEmail(ctx.db, input.email)) throw fail('staffEmailTaken');
  // A random password's hash: the account cannot sign in until its member sets one from the link.
  const unusable = await hashPassword(randomBytes(32).toString('hex'));
  const company = await readCompany(ctx.db);
  const language = input.language ?? readerLanguage;
  const row = await inTransaction(ctx, async (trx) => {
    let created: UserRow;
    try {
      const now = nowIso();
      created = await insertUser(trx, {
        email: input.email,
        password_hash: unusable,
        company_name: company.name.trim() || input.name,
        company_reg_number: company.company_code?.trim() || '-',
        contact_person: input.name,
        is_admin: true,
        staff_role: input.role,
        approval_status: 'approved',
        approved_at: now,
        language,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fail('staffEmailTaken');
      throw error;
    }
    const url = await staffInvitationLink(ctx, trx, created.id);
    await enqueueMail(
      trx,
      staffInvitationMail(
        { email: created.email, name: created.contact_person, language },
        { role: input.role, invitedBy: actor.contact_person, url },
      ),
    );
    await audit(trx, ctx, { action: 'staff.invite', entity: 'user', entityId: created.id, before: null, after: auditedOf(created) });
    return created;
  });
  return memberOf(row, new Set([row.id]));
}

/** The member of staff's row, locked until the transaction ends; 404 staffNotFound for any other account. */
async function lockedMember(trx: Tx, ctx: AppContext, id: number): Promise<UserRow> {
  const row = await lockUser(trx, ctx.engine, id);
  if (!row?.is_admin || row.anonymised_at) throw fail('staffNotFound');
  return row;
}

/**
 * PATCH /api/staff/:id: a new role, deactivation or reactivation. The active owners are locked first
 * (then the member): a change that would leave none is refused with 409 LAST_OWNER, also when several
 * arrive at once. A deactivated member's sessions and unused links end with it; a new role ends its
 * sessions too, so its screens start again from what the role may do.
 */
export async function changeStaff(ctx: AppContext, actor: User, id: number, patch: StaffPatch): Promise<StaffMember> {
  if (actor.id === id && patch.is_active === false) throw fail('selfDeactivate');
  const row = await inTransaction(ctx, async (trx) => {
    const owners = await lockActiveOwners(trx, ctx.engine);
    const target = await lockedMember(trx, ctx, id);
    const role = patch.role ?? roleOf(target);
    const active = patch.is_active ?? Boolean(target.is_active);
    const ownersAfter = owners.filter((owner) => owner !== id).length + (role === 'owner' && active ? 1 : 0);
    if (ownersAfter === 0) throw fail('lastOwner');
    const deactivated = !active && Boolean(target.is_active);
    const revoke = deactivated || role !== roleOf(target);
    const changed = await updateUserRow(trx, target, { staff_role: role, is_active: active }, { revokeSessions: revoke });
    if (revoke) await deleteSessionsOf(trx, id);
    if (deactivated) await deleteTokensOf(trx, id, ['reset_password', 'staff_invite']);
    await audit(trx, ctx, { action: 'staff.update', entity: 'user', entityId: id, before: auditedOf(target), after: auditedOf(changed) });
    return changed;
  });
  return (await membersOf(ctx, [row]))[0]!;
}

/**
 * POST /api/staff/:id/two-factor/reset (decision 100): a member who lost its phone and its recovery
 * codes. Its secret and recovery codes are deleted and its sessions end, under the member's lock, so
 * a renewal or sign-in of the member at the same moment sees it either on or gone; with
 * `require_staff_mfa` on, its next sign-in holds it at the setup. An owner's own is turned off on its
 * profile, with a code (409 selfMfaReset); a member without it has nothing to reset (409 staffMfaNotOn,
 * also the second of two owners resetting at once).
 */
export async function resetStaffTwoFactor(ctx: AppContext, actor: User, id: number): Promise<StaffMember> {
  if (actor.id === id) throw fail('selfMfaReset');
  const row = await inTransaction(ctx, async (trx) => {
    const target = await lockedMember(trx, ctx, id);
    if (!target.mfa_enabled_at) throw fail('staffMfaNotOn');
    await deleteTwoFactor(trx, id);
    const changed = await updateUserRow(trx, target, { mfa_enabled_at: null }, { revokeSessions: true });
    await deleteSessionsOf(trx, id);
    await audit(trx, ctx, { action: 'staff.mfa_reset', entity: 'user', entityId: id, changes: { mfa: { from: true, to: false } } });
    return changed;
  });
  return (await membersOf(ctx, [row]))[0]!;
}

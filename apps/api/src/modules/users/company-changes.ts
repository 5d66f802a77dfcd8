import {
  invoiceFieldRefusals,
  normalisePhone,
  normalisePostalCode,
  normaliseVatCode,
  type ValidationMessageKey,
  HELD_COMPANY_FIELDS,
  parsePendingCompanyChanges,
  type AdminUser,
  type HeldCompanyField,
  type PendingCompanyChanges,
  type User,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import type { UserRow, UserRowUpdate } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fail, failFields, staleWrite } from '../../http/app-error.ts';
import { nowIso } from '../../lib/clock.ts';
import { audit } from '../audit/index.ts';
import { idsWithHeldCompanyChanges } from './company-changes.repository.ts';
import { findAdminUser, lockUser, toUser, updateUserRow } from './users.repository.ts';

/**
 * Decision 056: an approved customer's change of company name, company code or VAT code waits for an
 * administrator. The users row keeps the confirmed values (documents, the order's snapshot at checkout
 * and i.SAF read them); the change waits in `pending_company_changes`.
 */

export const COMPANY_CHANGE_MESSAGES = {
  held: 'Profile updated. The change of company name, company code or VAT code awaits our confirmation; documents show the confirmed details until then.',
  withdrawn: 'The change of company details was withdrawn',
  confirmed: 'Company details confirmed',
  rejected: 'Company details change rejected',
} as const;

const heldChangesOf = (row: Pick<UserRow, 'pending_company_changes'>) => parsePendingCompanyChanges(row.pending_company_changes);

/** The held fields with their asked values (the company name and code are never null: the schemas require them). */
type HeldValues = Pick<UserRowUpdate, HeldCompanyField>;
const heldValues = (held: PendingCompanyChanges | null): HeldValues =>
  Object.fromEntries(HELD_COMPANY_FIELDS.filter((field) => held?.[field] !== undefined).map((field) => [field, held?.[field]])) as HeldValues;

/** Whether an account's change of company details waits for an administrator: an approved customer's. */
const holdsCompanyChanges = (row: UserRow) => !row.is_admin && row.approval_status === 'approved';

/**
 * Splits a customer's profile patch (under the account's lock): for an approved customer, a company
 * detail that differs from the confirmed one is held (replacing what was held for that field), one
 * equal to it withdraws what was held; the rest applies directly. Anyone else's patch applies as is.
 */
export function holdCompanyChanges(current: UserRow, patch: UserRowUpdate): UserRowUpdate {
  if (!holdsCompanyChanges(current)) return patch;
  const earlier = heldChangesOf(current);
  const held = heldValues(earlier);
  const direct: UserRowUpdate = { ...patch };
  for (const field of HELD_COMPANY_FIELDS) {
    if (patch[field] === undefined) continue;
    delete direct[field];
    const wanted = patch[field] ?? null;
    if (wanted === (current[field] ?? null)) delete held[field];
    else Object.assign(held, { [field]: wanted });
  }
  const same = JSON.stringify(held) === JSON.stringify(heldValues(earlier));
  const requestedAt = same && earlier ? earlier.requested_at : nowIso();
  return { ...direct, pending_company_changes: Object.keys(held).length > 0 ? JSON.stringify({ ...held, requested_at: requestedAt }) : null };
}

/**
 * Checks the fields documents print of a profile or administrator's patch (under the account's lock,
 * with the billing country the account will have) and writes the VAT code, phone and postal code as
 * normaliseVatCode, normalisePhone and normalisePostalCode do. Only a value that changes is checked
 * (the postal code also when the country does), so an account whose stored values break the rules can
 * still save its other fields (decisions 056 and 063); the profile's schema checks its phone and
 * postal code on every save.
 */
export function checkInvoiceFields(current: UserRow, patch: UserRowUpdate): void {
  const refused: Record<string, ValidationMessageKey> = invoiceFieldRefusals(patch, current);
  if (Object.keys(refused).length > 0) throw failFields('invalidFields', { keys: refused });
  if (typeof patch.tax_id === 'string') {
    const vat = normaliseVatCode(patch.tax_id);
    patch.tax_id = vat === normaliseVatCode(current.tax_id ?? '') ? current.tax_id : vat || null;
  }
  if (typeof patch.phone === 'string' && patch.phone !== current.phone) patch.phone = normalisePhone(patch.phone);
  if (typeof patch.billing_postal_code === 'string') {
    const country = patch.billing_country !== undefined ? patch.billing_country : current.billing_country;
    patch.billing_postal_code = normalisePostalCode(patch.billing_postal_code, country);
  }
}

/** The customer withdraws its held change of company details. */
export async function withdrawCompanyChanges(ctx: AppContext, user: User): Promise<User> {
  const row = await inTransaction(ctx, async (trx) => {
    const current = await lockUser(trx, ctx.engine, user.id);
    if (!current) throw fail('userNotFound');
    if (!current.pending_company_changes) return current;
    return updateUserRow(trx, current, { pending_company_changes: null });
  });
  return toUser(row);
}

/** The customers whose held changes wait, longest waiting first. */
export async function customersWithHeldChanges(ctx: AppContext): Promise<AdminUser[]> {
  const ids = await idsWithHeldCompanyChanges(ctx.db, 100);
  const users = await Promise.all(ids.map((id) => findAdminUser(ctx.db, id)));
  return users
    .filter((user): user is AdminUser => user !== undefined)
    .sort((a, b) => (a.pending_company_changes?.requested_at ?? '').localeCompare(b.pending_company_changes?.requested_at ?? ''));
}

/**
 * An administrator confirms (applies) or rejects (discards) a customer's held change, under the
 * account's lock and only on the account `version` the page showed: a change made since is refused
 * with 409 STALE_WRITE, not confirmed blindly. Recorded in the audit log.
 */
export async function decideCompanyChanges(ctx: AppContext, id: number, decision: 'confirm' | 'reject', version: number): Promise<AdminUser> {
  await inTransaction(ctx, async (trx) => {
    const target = await lockUser(trx, ctx.engine, id);
    if (!target || target.anonymised_at) throw fail('userNotFound');
    if (target.version !== version) throw staleWrite();
    const held = heldChangesOf(target);
    if (!held) throw fail('noCompanyChangesHeld');
    const values = heldValues(held);
    const patch: UserRowUpdate = decision === 'confirm' ? { ...values, pending_company_changes: null } : { pending_company_changes: null };
    const row = await updateUserRow(trx, target, patch);
    const company = (from: UserRow) => Object.fromEntries(HELD_COMPANY_FIELDS.map((field) => [field, from[field]]));
    await audit(trx, ctx, {
      action: decision === 'confirm' ? 'user.company_changes.confirm' : 'user.company_changes.reject',
      entity: 'user',
      entityId: id,
      before: { ...company(target), held_changes: values },
      after: { ...company(row), held_changes: null },
    });
  });
  const user = await findAdminUser(ctx.db, id);
  if (!user) throw fail('userNotFound');
  return user;
}

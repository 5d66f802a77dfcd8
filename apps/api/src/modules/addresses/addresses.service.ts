import { lithuanianDate, type Address, type AddressInput, type LicenceReview, type User } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { fail } from '../../http/app-error.ts';
import { audit } from '../audit/audit.service.ts';
import { findUserRowById, lockUser } from '../users/users.repository.ts';
import {
  addressesByLicenceStatus,
  clearDefault,
  countAddresses,
  deleteAddress,
  findOwnAddress,
  insertAddress,
  listAddresses,
  promoteOldest,
  setLicenceStatus,
  toAddress,
  updateAddress,
} from './addresses.repository.ts';

export const ADDRESS_MESSAGES = {
  added: 'Address added successfully!',
  updated: 'Address updated successfully',
  deleted: 'Address deleted',
} as const;
const MAX_ADDRESSES = 50;

const today = (ctx: AppContext) => lithuanianDate(ctx.now());

export const list = (ctx: AppContext, user: User) => listAddresses(ctx.db, user.id, today(ctx));

/** A customer's addresses belong to the customer: every change locks the customer's row first (one default, at most 50). */
async function lockCustomer(ctx: AppContext, trx: Tx, userId: number): Promise<void> {
  await lockUser(trx, ctx.engine, userId);
}

/** The first address is the default; choosing a new default clears the old one. */
export async function add(ctx: AppContext, user: User, input: AddressInput): Promise<Address> {
  return inTransaction(ctx, async (trx) => {
    await lockCustomer(ctx, trx, user.id);
    const count = await countAddresses(trx, user.id);
    if (count >= MAX_ADDRESSES) throw fail('tooManyAddresses', { max: MAX_ADDRESSES });
    const isDefault = count === 0 || input.is_default === true;
    if (isDefault) await clearDefault(trx, user.id);
    return toAddress(await insertAddress(trx, user.id, input, isDefault), today(ctx));
  });
}

export async function update(ctx: AppContext, user: User, id: number, input: AddressInput): Promise<Address> {
  return inTransaction(ctx, async (trx) => {
    await lockCustomer(ctx, trx, user.id);
    const existing = await findOwnAddress(trx, user.id, id);
    if (!existing) throw fail('addressNotFound');
    // A default stays the default unless another is chosen; it cannot be switched off on its own.
    const isDefault = Boolean(existing.is_default) || input.is_default === true;
    if (isDefault) await clearDefault(trx, user.id, id);
    // Another number or type is another licence: an administrator checks it again.
    const recheck = existing.tobacco_license.trim() !== input.tobacco_license.trim() || existing.licence_type !== input.licence_type;
    return toAddress(await updateAddress(trx, id, input, isDefault, recheck), today(ctx));
  });
}

export async function remove(ctx: AppContext, user: User, id: number): Promise<void> {
  await inTransaction(ctx, async (trx) => {
    await lockCustomer(ctx, trx, user.id);
    const existing = await findOwnAddress(trx, user.id, id);
    if (!existing) throw fail('addressNotFound');
    await deleteAddress(trx, id);
    if (existing.is_default) await promoteOldest(trx, user.id);
  });
}

/** A customer's addresses as an administrator sees them (with each licence's status). */
export async function addressesOf(ctx: AppContext, userId: number): Promise<Address[]> {
  if (!(await findUserRowById(ctx.db, userId))) throw fail('userNotFound');
  return listAddresses(ctx.db, userId, today(ctx));
}

/**
 * An administrator verifies or rejects the licence of a customer's address, under the customer's lock
 * (the customer's own edits take turns with it); recorded in the audit log.
 */
export async function reviewLicence(ctx: AppContext, userId: number, addressId: number, review: LicenceReview): Promise<Address> {
  return inTransaction(ctx, async (trx) => {
    await lockCustomer(ctx, trx, userId);
    const existing = await findOwnAddress(trx, userId, addressId);
    if (!existing) throw fail('addressNotFound');
    const note = review.note?.trim() || null;
    const row = await setLicenceStatus(trx, addressId, { status: review.status, note, checkedBy: ctx.actor?.id ?? null });
    await audit(trx, ctx, {
      action: review.status === 'verified' ? 'licence.verify' : 'licence.reject',
      entity: 'licence',
      entityId: addressId,
      before: { licence: existing.tobacco_license, licence_status: existing.licence_status, licence_note: existing.licence_note },
      after: { licence: row.tobacco_license, licence_status: row.licence_status, licence_note: row.licence_note },
    });
    return toAddress(row, today(ctx));
  });
}

/** The licences waiting for an administrator, oldest first, with their customer. */
export async function licencesAwaiting(ctx: AppContext) {
  const rows = await addressesByLicenceStatus(ctx.db, 'unverified', 200);
  return rows.map((row) => ({ ...toAddress(row, today(ctx)), user_id: row.user_id, company_name: row.company_name, email: row.email }));
}

import {
  addressSchema,
  licenceChanges,
  lithuanianDate,
  type Address,
  type AddressInput,
  type AdminAddress,
  type LicenceReview,
  type User,
} from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { fail, staleWrite } from '../../http/app-error.ts';
import { once, type Once } from '../../http/idempotent.ts';
import { audit } from '../audit/index.ts';
import { findUserRowById, lockUser } from '../users/index.ts';
import {
  addressColumns,
  addressesByLicenceStatus,
  addressRowsOf,
  clearDefault,
  countAddresses,
  deleteAddress,
  findOwnAddress,
  insertAddress,
  licenceFactsOf,
  listAddresses,
  promoteOldest,
  setLicenceStatus,
  toAddress,
  toAdminAddress,
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

/**
 * The first address is the default; choosing a new default clears the old one. With an
 * Idempotency-Key the same press adds one address; a repeat answers it as first added (decision 059).
 */
export async function add(ctx: AppContext, user: User, input: AddressInput, idempotencyKey?: string): Promise<Once<Address>> {
  const call = { userId: user.id, scope: 'address.create' as const, key: idempotencyKey, request: input };
  return inTransaction(ctx, (trx) =>
    once(trx, ctx.now(), call, addressSchema, async () => {
      await lockCustomer(ctx, trx, user.id);
      const count = await countAddresses(trx, user.id);
      if (count >= MAX_ADDRESSES) throw fail('tooManyAddresses', { max: MAX_ADDRESSES });
      const isDefault = count === 0 || input.is_default === true;
      if (isDefault) await clearDefault(trx, user.id);
      return toAddress(await insertAddress(trx, user.id, input, isDefault), today(ctx));
    }),
  );
}

export async function update(ctx: AppContext, user: User, id: number, input: AddressInput): Promise<Address> {
  return inTransaction(ctx, async (trx) => {
    await lockCustomer(ctx, trx, user.id);
    const existing = await findOwnAddress(trx, user.id, id);
    if (!existing) throw fail('addressNotFound');
    // A default stays the default unless another is chosen; it cannot be switched off on its own.
    const isDefault = Boolean(existing.is_default) || input.is_default === true;
    if (isDefault) await clearDefault(trx, user.id, id);
    // A finding is about the licence as it was checked (decision 056): another number, type, issuer,
    // validity or country makes a verified or rejected licence unverified again. The finding stays
    // stored, so the administrators' queue shows what changed.
    const changed = licenceChanges(licenceFactsOf(existing), licenceFactsOf(addressColumns(input))).length > 0;
    const recheck = changed && existing.licence_status !== 'unverified';
    return toAddress(await updateAddress(trx, id, input, isDefault, { changed, recheck }), today(ctx));
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

/** A customer's addresses as an administrator sees them (each licence's status, version and what changed since its finding). */
export async function addressesOf(ctx: AppContext, userId: number): Promise<AdminAddress[]> {
  if (!(await findUserRowById(ctx.db, userId))) throw fail('userNotFound');
  return (await addressRowsOf(ctx.db, userId)).map((row) => toAdminAddress(row, today(ctx)));
}

/**
 * An administrator verifies or rejects the licence of a customer's address, under the customer's lock
 * (the customer's own edits take turns with it); recorded in the audit log. The finding names the
 * `licence_version` it was made on: a licence changed since (by the customer, or another finding) is
 * refused with 409 STALE_WRITE, so nobody verifies values they did not see (decision 056). A repeated
 * identical finding on the current version changes nothing and records nothing.
 */
export async function reviewLicence(ctx: AppContext, userId: number, addressId: number, review: LicenceReview): Promise<AdminAddress> {
  return inTransaction(ctx, async (trx) => {
    await lockCustomer(ctx, trx, userId);
    const existing = await findOwnAddress(trx, userId, addressId);
    if (!existing) throw fail('addressNotFound');
    if (existing.licence_version !== review.version) throw staleWrite();
    const note = review.note?.trim() || null;
    if (existing.licence_status === review.status && existing.licence_note === note) return toAdminAddress(existing, today(ctx));
    const facts = licenceFactsOf(existing);
    const row = await setLicenceStatus(trx, addressId, { status: review.status, note, checkedBy: ctx.actor?.id ?? null, facts });
    await audit(trx, ctx, {
      action: review.status === 'verified' ? 'licence.verify' : 'licence.reject',
      entity: 'licence',
      entityId: addressId,
      before: {
        licence: existing.tobacco_license,
        licence_status: existing.licence_status,
        licence_note: existing.licence_note,
        licence_version: existing.licence_version,
      },
      after: {
        licence: row.tobacco_license,
        licence_status: row.licence_status,
        licence_note: row.licence_note,
        licence_version: row.licence_version,
      },
    });
    return toAdminAddress(row, today(ctx));
  });
}

/** The licences waiting for an administrator, oldest first, with their customer. */
export async function licencesAwaiting(ctx: AppContext) {
  const rows = await addressesByLicenceStatus(ctx.db, 'unverified', 200);
  return rows.map((row) => ({ ...toAdminAddress(row, today(ctx)), user_id: row.user_id, company_name: row.company_name, email: row.email }));
}

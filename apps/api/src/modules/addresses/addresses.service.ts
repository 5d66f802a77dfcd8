import type { Address, AddressInput, User } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { fail } from '../../http/app-error.ts';
import { lockUser } from '../users/users.repository.ts';
import {
  clearDefault,
  countAddresses,
  deleteAddress,
  findOwnAddress,
  insertAddress,
  listAddresses,
  promoteOldest,
  toAddress,
  updateAddress,
} from './addresses.repository.ts';

export const ADDRESS_MESSAGES = {
  added: 'Address added successfully!',
  updated: 'Address updated successfully',
  deleted: 'Address deleted',
} as const;
const MAX_ADDRESSES = 50;

export const list = (ctx: AppContext, user: User) => listAddresses(ctx.db, user.id);

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
    return toAddress(await insertAddress(trx, user.id, input, isDefault));
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
    return toAddress(await updateAddress(trx, id, input, isDefault));
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

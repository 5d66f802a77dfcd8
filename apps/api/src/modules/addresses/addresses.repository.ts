import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Address, AddressInput } from '@shop/domain';
import type { AddressesTable, DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export function toAddress(row: Selectable<AddressesTable>): Address {
  return {
    id: row.id,
    address_name: row.address_name,
    street_address: row.street_address,
    city: row.city,
    state_province: row.state_province,
    postal_code: row.postal_code,
    country: row.country,
    tobacco_license: row.tobacco_license,
    is_default: Boolean(row.is_default),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function listAddresses(db: Executor, userId: number): Promise<Address[]> {
  const rows = await db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('id').execute();
  return rows.map(toAddress);
}

export async function findOwnAddress(db: Executor, userId: number, id: number) {
  return db.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

const columns = (input: AddressInput) => ({
  address_name: input.address_name,
  street_address: input.street_address,
  city: input.city,
  state_province: input.state_province || null,
  postal_code: input.postal_code || null,
  country: input.country,
  tobacco_license: input.tobacco_license,
});

export async function insertAddress(db: Executor, userId: number, input: AddressInput, isDefault: boolean) {
  const now = nowIso();
  return db
    .insertInto('addresses')
    .values({ ...columns(input), user_id: userId, is_default: isDefault, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateAddress(db: Executor, id: number, input: AddressInput, isDefault: boolean) {
  return db
    .updateTable('addresses')
    .set({ ...columns(input), is_default: isDefault, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function clearDefault(db: Executor, userId: number, exceptId?: number): Promise<void> {
  let q = db.updateTable('addresses').set({ is_default: false }).where('user_id', '=', userId);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  await q.execute();
}

export async function deleteAddress(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('addresses').where('id', '=', id).execute();
}

export async function countAddresses(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** After the default address is deleted, the oldest remaining one becomes the default. */
export async function promoteOldest(db: Executor, userId: number): Promise<void> {
  const oldest = await db.selectFrom('addresses').select('id').where('user_id', '=', userId).orderBy('id').limit(1).executeTakeFirst();
  if (oldest) await db.updateTable('addresses').set({ is_default: true }).where('id', '=', oldest.id).execute();
}

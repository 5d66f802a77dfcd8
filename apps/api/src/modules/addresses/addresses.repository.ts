import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  checkedLicenceSchema,
  licenceChanges,
  licenceExpired,
  parseStoredJson,
  type Address,
  type AddressInput,
  type AdminAddress,
  type LicenceFacts,
} from '@shop/domain';
import type { Engine } from '../../db/engine.ts';
import { forUpdate } from '../../db/locks.ts';
import type { AddressesTable, DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** An address as the API answers it; `today` (Lithuania) tells whether its licence has expired. */
export function toAddress(row: Selectable<AddressesTable>, today: string): Address {
  return {
    id: row.id,
    address_name: row.address_name,
    street_address: row.street_address,
    city: row.city,
    state_province: row.state_province,
    postal_code: row.postal_code,
    country: row.country,
    tobacco_license: row.tobacco_license,
    licence_type: row.licence_type === 'wholesale' ? 'wholesale' : 'retail',
    licence_issuer: row.licence_issuer,
    licence_valid_until: row.licence_valid_until,
    licence_status: row.licence_status === 'verified' || row.licence_status === 'rejected' ? row.licence_status : 'unverified',
    licence_note: row.licence_note,
    licence_expired: licenceExpired(row.licence_valid_until, today),
    licence_version: row.licence_version,
    is_default: Boolean(row.is_default),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The licence fields of an address row (what a finding is about). */
export function licenceFactsOf(row: Pick<Selectable<AddressesTable>, keyof LicenceFacts>): LicenceFacts {
  return {
    tobacco_license: row.tobacco_license,
    licence_type: row.licence_type,
    licence_issuer: row.licence_issuer,
    licence_valid_until: row.licence_valid_until,
    country: row.country,
  };
}

/**
 * An address as administrators see it (decision 056): a licence back among the unverified ones says
 * what its last finding was and what changed since (old → new per field).
 */
export function toAdminAddress(row: Selectable<AddressesTable>, today: string): AdminAddress {
  const address = toAddress(row, today);
  const checked = address.licence_status === 'unverified' ? parseStoredJson(checkedLicenceSchema, row.licence_checked_facts) : null;
  const previous = checked?.status === 'verified' || checked?.status === 'rejected' ? checked.status : null;
  return {
    ...address,
    licence_previous_status: previous,
    licence_changes: previous && checked ? licenceChanges(checked, licenceFactsOf(row)) : [],
  };
}

export async function listAddresses(db: Executor, userId: number, today: string): Promise<Address[]> {
  return (await addressRowsOf(db, userId)).map((row) => toAddress(row, today));
}

export async function addressRowsOf(db: Executor, userId: number) {
  return db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('id').execute();
}

export async function findOwnAddress(db: Executor, userId: number, id: number) {
  return db.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** The address row locked until the transaction ends (checkout reads the licence it ships to under it). */
export async function lockOwnAddress(trx: Transaction<DB>, engine: Engine, userId: number, id: number) {
  return forUpdate(trx.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId), engine).executeTakeFirst();
}

/** The row's columns of a customer's address form (blanks stored as null). */
export const addressColumns = (input: AddressInput) => ({
  address_name: input.address_name,
  street_address: input.street_address,
  city: input.city,
  state_province: input.state_province || null,
  postal_code: input.postal_code || null,
  country: input.country,
  tobacco_license: input.tobacco_license,
  licence_type: input.licence_type,
  licence_issuer: input.licence_issuer || null,
  licence_valid_until: input.licence_valid_until || null,
});

export async function insertAddress(db: Executor, userId: number, input: AddressInput, isDefault: boolean) {
  const now = nowIso();
  return db
    .insertInto('addresses')
    .values({ ...addressColumns(input), user_id: userId, is_default: isDefault, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Writes the customer's edit. `licence.changed` moves the licence's version on; `licence.recheck`
 * puts it back among those to verify (the finding was about other values; decision 056).
 */
export async function updateAddress(
  db: Executor,
  id: number,
  input: AddressInput,
  isDefault: boolean,
  licence: { changed: boolean; recheck: boolean },
) {
  const reset = licence.recheck ? { licence_status: 'unverified', licence_note: null, licence_checked_by: null, licence_checked_at: null } : {};
  return db
    .updateTable('addresses')
    .set((eb) => ({
      ...addressColumns(input),
      ...reset,
      ...(licence.changed ? { licence_version: eb('licence_version', '+', 1) } : {}),
      is_default: isDefault,
      updated_at: nowIso(),
    }))
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

/** The administrator's finding on an address's licence, with the licence fields it was about; moves the version on. */
export async function setLicenceStatus(
  trx: Transaction<DB>,
  id: number,
  review: { status: string; note: string | null; checkedBy: number | null; facts: LicenceFacts },
): Promise<Selectable<AddressesTable>> {
  return trx
    .updateTable('addresses')
    .set((eb) => ({
      licence_status: review.status,
      licence_note: review.note,
      licence_checked_by: review.checkedBy,
      licence_checked_at: nowIso(),
      licence_checked_facts: JSON.stringify({ status: review.status, ...review.facts }),
      licence_version: eb('licence_version', '+', 1),
      updated_at: nowIso(),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Licences of a status (the administrators' queue: unverified, oldest first) with their customer. */
export async function addressesByLicenceStatus(db: Executor, status: string, limit: number) {
  return db
    .selectFrom('addresses')
    .innerJoin('users', 'users.id', 'addresses.user_id')
    .selectAll('addresses')
    .select(['users.company_name', 'users.email'])
    .where('addresses.licence_status', '=', status)
    .where('users.anonymised_at', 'is', null)
    .orderBy('addresses.updated_at')
    .orderBy('addresses.id')
    .limit(limit)
    .execute();
}

import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.ts';
import type { Engine } from '../../db/engine.ts';
import { forUpdate } from '../../db/locks.ts';
import type { Tx } from '../../db/transaction.ts';

/** Every member of staff (administrators' accounts), oldest first: a short list, read whole. */
export async function listStaffRows(db: Kysely<DB>): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('is_admin', '=', true)
    .where('anonymised_at', 'is', null)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/**
 * The active owners' ids, their rows locked until the transaction ends, in id order (decision 092):
 * two changes of staff at once wait for each other here, so the second sees what the first left and
 * the shop never ends without an active owner.
 */
export async function lockActiveOwners(trx: Tx, engine: Engine): Promise<number[]> {
  const query = trx
    .selectFrom('users')
    .select('id')
    .where('is_admin', '=', true)
    .where('is_active', '=', true)
    .where('staff_role', '=', 'owner')
    .orderBy('id', 'asc');
  return (await forUpdate(query, engine).execute()).map((row) => row.id);
}

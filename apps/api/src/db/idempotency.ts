import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** One key of one caller for one kind of call (decision 059). */
export interface KeyRef {
  user_id: number;
  scope: string;
  idempotency_key: string;
}

/** The key's row from before `before` is forgotten, so that the key starts afresh (found by the unique index). */
export async function forgetExpiredKey(trx: Transaction<DB>, ref: KeyRef, before: string): Promise<void> {
  await trx
    .deleteFrom('idempotent_requests')
    .where((eb) => eb.and({ user_id: ref.user_id, scope: ref.scope, idempotency_key: ref.idempotency_key }))
    .where('created_at', '<', before)
    .execute();
}

/**
 * Claims the key for this transaction; false when it was claimed already. On PostgreSQL a parallel
 * claim of the same key waits here until the first transaction ends: committed, its row is found;
 * rolled back, this claim succeeds.
 */
export async function claimKey(trx: Transaction<DB>, row: KeyRef & { request_hash: string; created_at: string }): Promise<boolean> {
  const inserted = await trx
    .insertInto('idempotent_requests')
    .values({ ...row, answer: null })
    .onConflict((oc) => oc.columns(['user_id', 'scope', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The request the key was first used with, and its answer. */
export async function firstUse(db: Executor, ref: KeyRef) {
  return db
    .selectFrom('idempotent_requests')
    .select(['request_hash', 'answer'])
    .where((eb) => eb.and({ user_id: ref.user_id, scope: ref.scope, idempotency_key: ref.idempotency_key }))
    .executeTakeFirst();
}

export async function storeAnswer(trx: Transaction<DB>, ref: KeyRef, answer: string): Promise<void> {
  await trx
    .updateTable('idempotent_requests')
    .set({ answer })
    .where((eb) => eb.and({ user_id: ref.user_id, scope: ref.scope, idempotency_key: ref.idempotency_key }))
    .execute();
}

/** Forgets every key used before `before` (the hourly job); answers how many. */
export async function forgetIdempotentRequests(db: Executor, before: string): Promise<number> {
  const result = await db.deleteFrom('idempotent_requests').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

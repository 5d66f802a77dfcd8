import { sql, type Kysely, type Transaction } from 'kysely';
import type { Engine } from './engine.ts';
import type { DB } from './schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Waits, inside the caller's transaction, until no other transaction counts attempts of `key` (PostgreSQL; SQLite holds its one write lock already). */
export async function lockAttemptKey(trx: Transaction<DB>, engine: Engine, key: string): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`login:${key}`}))`.execute(trx);
}

/** Expiry times of the attempts of `key` that still count at `now`, soonest first. */
export async function liveAttemptExpiries(db: Db, key: string, now: number): Promise<number[]> {
  const rows = await db
    .selectFrom('login_attempts')
    .select('expires_at')
    .where('key', '=', key)
    .where('expires_at', '>', now)
    .orderBy('expires_at')
    .execute();
  return rows.map((row) => Number(row.expires_at));
}

export async function insertPendingAttempt(db: Db, key: string, expiresAt: number): Promise<number> {
  return (await db.insertInto('login_attempts').values({ key, failed: 0, expires_at: expiresAt }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function markAttemptFailed(db: Db, id: number, expiresAt: number): Promise<void> {
  await db.updateTable('login_attempts').set({ failed: 1, expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function deleteAttempts(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('login_attempts').where('id', 'in', ids).execute();
}

/** The failures of these keys are forgotten (the right password was given). */
export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom('login_attempts').where('key', 'in', keys).where('failed', '=', 1).execute();
}

/** Forgets attempts that no longer count (a periodic job). */
export async function deleteEndedAttempts(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('login_attempts').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

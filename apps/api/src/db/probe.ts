import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

/** Asks the database for the smallest answer; throws when it does not give it within `timeoutMs`. */
async function pingDatabase(db: Kysely<DB>, timeoutMs: number): Promise<void> {
  await sql`select 1`.execute(db, { signal: AbortSignal.timeout(timeoutMs) });
}

/**
 * The shop's database answers (GET /api/health): its reading connection answers within `timeoutMs`,
 * and its writing connection has not failed by then. The writer is asked but not waited for: on
 * SQLite its one connection is held by a long write until the commit (a whole catalogue's import,
 * decision 071), and health would answer only after it. A closed writer fails at once, before the
 * reading thread's answer is back. Where both are one pool (PostgreSQL), one ping.
 */
export async function probeDatabase(database: { db: Kysely<DB>; reads: Kysely<DB> }, timeoutMs: number): Promise<void> {
  if (database.reads === database.db) return pingDatabase(database.db, timeoutMs);
  let writerFailed: { error: unknown } | null = null;
  void pingDatabase(database.db, timeoutMs).catch((error: unknown) => {
    writerFailed = { error };
  });
  await pingDatabase(database.reads, timeoutMs);
  if (writerFailed) throw (writerFailed as { error: unknown }).error;
}

import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

/** Asks the database for the smallest answer; throws when it does not give it within `timeoutMs`. */
export async function pingDatabase(db: Kysely<DB>, timeoutMs: number): Promise<void> {
  await sql`select 1`.execute(db, { signal: AbortSignal.timeout(timeoutMs) });
}

import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Starts a session for a signed-in device; the user's sessions that ended are cleared on the way. */
export async function insertSession(db: Db, userId: number, expiresAt: number): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  const now = nowIso();
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
  await db
    .insertInto('sessions')
    .values({ id, user_id: userId, created_at: now, expires_at: new Date(expiresAt).toISOString() })
    .execute();
  return id;
}

/** The user of a live session, in one indexed read (every authenticated request asks). */
export async function findSessionUser(db: Db, userId: number, sessionId: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('sessions', 'sessions.user_id', 'users.id')
    .selectAll('users')
    .where('users.id', '=', userId)
    .where('sessions.id', '=', sessionId)
    .where('sessions.expires_at', '>', nowIso())
    .executeTakeFirst();
}

export async function deleteSession(db: Db, userId: number, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).where('user_id', '=', userId).execute();
}

/** Ends every session of the user, but `keep` (the device that asked, when it stays signed in). */
export async function deleteSessionsOf(db: Db, userId: number, keep?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep !== undefined) query = query.where('id', '<>', keep);
  await query.execute();
}

/** Moves a session's end (a password change gives the device that made it a fresh token). */
export async function renewSession(db: Db, sessionId: string, expiresAt: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ expires_at: new Date(expiresAt).toISOString() })
    .where('id', '=', sessionId)
    .execute();
}

/** Removes every session that has ended (a user who never logs in again leaves them behind). */
export async function deleteExpiredSessions(db: Db): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', nowIso()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

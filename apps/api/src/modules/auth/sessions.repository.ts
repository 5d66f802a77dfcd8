import { randomBytes } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** What a device said of itself at login (decision 090): its user agent and its address as the app sees it. */
interface DeviceFacts {
  userAgent: string | null;
  ipAddress: string | null;
}

/** Starts a session for a signed-in device; the user's sessions that ended are cleared on the way. */
export async function insertSession(db: Db, userId: number, expiresAt: number, device?: DeviceFacts): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  const now = nowIso();
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      created_at: now,
      expires_at: new Date(expiresAt).toISOString(),
      user_agent: device?.userAgent ?? null,
      ip_address: device?.ipAddress ?? null,
      last_seen_at: now,
    })
    .execute();
  return id;
}

/** The user's live sessions, the most recently used first, at most `limit` (the devices list, decision 090). */
export async function listLiveSessionsOf(db: Kysely<DB>, userId: number, limit: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'user_agent', 'ip_address'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso())
    .orderBy(sql`coalesce(last_seen_at, created_at)`, 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The ids of the user's live sessions (a device is ended by its public id, derived from these). */
export async function liveSessionIdsOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('sessions').select('id').where('user_id', '=', userId).where('expires_at', '>', nowIso()).execute();
  return rows.map((row) => row.id);
}

/**
 * Notes that a session was used at `at`, unless it already was within `withinMs`: one conditional
 * update, so several instances (or a note that crossed another) write at most once per window.
 */
export async function touchSession(db: Db, sessionId: string, at: number, withinMs: number): Promise<void> {
  const since = new Date(at - withinMs).toISOString();
  await db
    .updateTable('sessions')
    .set({ last_seen_at: new Date(at).toISOString() })
    .where('id', '=', sessionId)
    .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', since)]))
    .execute();
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

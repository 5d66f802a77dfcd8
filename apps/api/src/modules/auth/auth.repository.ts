import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

/** `staff_invite`: the set-password link of an invited member of staff (decision 092), accepted where a reset link is. */
type TokenPurpose = 'verify_email' | 'reset_password' | 'staff_invite';

export async function insertOneTimeToken(
  db: Kysely<DB> | Transaction<DB>,
  token: { userId: number; purpose: TokenPurpose; hash: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('auth_tokens')
    .values({
      user_id: token.userId,
      purpose: token.purpose,
      token_hash: token.hash,
      expires_at: token.expiresAt,
      used_at: null,
      created_at: nowIso(),
    })
    .execute();
}

/** The user of an unused, unexpired token of one of the purposes, and its purpose; undefined when there is none. */
export async function findUsableToken(
  db: Kysely<DB>,
  hash: string,
  purpose: TokenPurpose | readonly TokenPurpose[],
): Promise<{ user_id: number; purpose: string } | undefined> {
  return db
    .selectFrom('auth_tokens')
    .select(['user_id', 'purpose'])
    .where('token_hash', '=', hash)
    .where('purpose', 'in', [purpose].flat())
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
}

/** The user a token was made for, used or not, expired or not (a verification link opened again, decision 090). */
export async function findTokenOwner(db: Kysely<DB>, hash: string, purpose: TokenPurpose): Promise<number | undefined> {
  const row = await db.selectFrom('auth_tokens').select('user_id').where('token_hash', '=', hash).where('purpose', '=', purpose).executeTakeFirst();
  return row?.user_id;
}

/** Marks a token used in one statement, so two requests with the same link cannot both succeed. */
export async function consumeToken(
  db: Kysely<DB> | Transaction<DB>,
  hash: string,
  purpose: TokenPurpose | readonly TokenPurpose[],
): Promise<number | undefined> {
  const now = nowIso();
  const row = await db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('purpose', 'in', [purpose].flat())
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

export async function deleteTokensOf(
  db: Kysely<DB> | Transaction<DB>,
  userId: number,
  purpose: TokenPurpose | readonly TokenPurpose[],
): Promise<void> {
  await db.deleteFrom('auth_tokens').where('user_id', '=', userId).where('purpose', 'in', [purpose].flat()).execute();
}

/** The members of staff, of those given, whose invitation is still unused (decision 092). */
export async function withPendingInvitation(db: Kysely<DB>, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('auth_tokens')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .where('purpose', '=', 'staff_invite')
    .where('used_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

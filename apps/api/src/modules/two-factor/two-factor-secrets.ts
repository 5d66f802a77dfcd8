import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { DB } from '../../db/schema.ts';
import { isSealed, openSecret, sealingKeyOf, sealSecret } from './sealed-secret.ts';
import { findMfaSecret, findPlainSecrets, resealSecret, savePendingSecret } from './two-factor.repository.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** The key authenticator secrets are sealed with (decision 100). */
const keyOf = (ctx: AppContext) => sealingKeyOf(ctx.config.jwtSecret);

/** A new pending secret of the account, stored sealed. */
export function savePendingSealedSecret(ctx: AppContext, trx: Transaction<DB>, userId: number, secret: string): Promise<void> {
  return savePendingSecret(trx, userId, sealSecret(keyOf(ctx), userId, secret));
}

/**
 * The account's authenticator secret as the app knows it, and the last step accepted; undefined when
 * it has none or it does not open. A secret still stored in plain text is sealed on the way.
 */
export async function readSecret(ctx: AppContext, db: Executor, userId: number): Promise<{ secret: string; last_step: number | null } | undefined> {
  const stored = await findMfaSecret(db, userId);
  if (!stored) return undefined;
  const secret = openSecret(keyOf(ctx), userId, stored.secret);
  if (secret === undefined) return undefined;
  if (!isSealed(stored.secret)) await resealSecret(db, userId, stored.secret, sealSecret(keyOf(ctx), userId, secret));
  return { secret, last_step: stored.last_step };
}

/**
 * Seals every secret still stored in plain text (those set up before sealing), at start-up: the
 * database then holds none a reader could use. Each is replaced only if unchanged since read, so
 * instances starting together do no harm. Answers how many were sealed.
 */
export async function sealPlainSecrets(db: Kysely<DB>, signingSecret: string): Promise<number> {
  const key = sealingKeyOf(signingSecret);
  const plain = await findPlainSecrets(db);
  for (const row of plain) await resealSecret(db, row.user_id, row.secret, sealSecret(key, row.user_id, row.secret));
  return plain.length;
}

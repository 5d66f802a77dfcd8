import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** The account's authenticator secret and the last step accepted, or undefined when it has none. */
export async function findMfaSecret(db: Executor, userId: number): Promise<{ secret: string; last_step: number | null } | undefined> {
  return db.selectFrom('mfa_secrets').select(['secret', 'last_step']).where('user_id', '=', userId).executeTakeFirst();
}

/** Secrets still kept as typed, from before they were sealed (decision 100): a short table, read whole. */
export async function findPlainSecrets(db: Executor): Promise<Array<{ user_id: number; secret: string }>> {
  return db.selectFrom('mfa_secrets').select(['user_id', 'secret']).where('secret', 'not like', 'v1.%').execute();
}

/**
 * A plain secret replaced by its sealed form, only if it is still the value read: a setup started
 * meanwhile, or another instance sealing it first, is left as it is.
 */
export async function resealSecret(db: Executor, userId: number, plain: string, sealed: string): Promise<void> {
  await db.updateTable('mfa_secrets').set({ secret: sealed }).where('user_id', '=', userId).where('secret', '=', plain).execute();
}

/** A new pending secret (sealed), replacing any earlier one (a setup started again). */
export async function savePendingSecret(trx: Transaction<DB>, userId: number, secret: string): Promise<void> {
  await trx
    .insertInto('mfa_secrets')
    .values({ user_id: userId, secret, last_step: null, created_at: nowIso() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret, last_step: null, created_at: nowIso() }))
    .execute();
}

/**
 * Takes a code's time step as used, in one statement: true only for the first request with a step
 * later than every step accepted before, so a code (or an older one) is never accepted twice, even
 * by two requests at the same moment.
 */
export async function claimStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('mfa_secrets')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The account's recovery codes replaced by these (their hashes). */
export async function replaceRecoveryCodes(trx: Transaction<DB>, userId: number, hashes: readonly string[]): Promise<void> {
  await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  const created_at = nowIso();
  await trx
    .insertInto('mfa_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null, created_at })))
    .execute();
}

/**
 * Uses an unused recovery code, in one conditional statement: of two requests with the same code,
 * exactly one changes the row, and only that one is let in.
 */
export async function useRecoveryCode(db: Executor, userId: number, hash: string): Promise<boolean> {
  const result = await db
    .updateTable('mfa_recovery_codes')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Recovery codes the account has left. */
export async function countUnusedRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('mfa_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The secret and every recovery code of the account gone (two-factor sign-in switched off). */
export async function deleteTwoFactor(trx: Transaction<DB>, userId: number): Promise<void> {
  await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('mfa_secrets').where('user_id', '=', userId).execute();
}

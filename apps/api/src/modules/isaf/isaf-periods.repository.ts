import { sql, type Kysely, type Transaction } from 'kysely';
import type { Engine } from '../../db/engine.ts';
import type { DB } from '../../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/**
 * The month's lock (decision 052), held to the end of the transaction. PostgreSQL: an advisory lock on
 * the month, exclusive for the one who marks it filed, shared for the invoice cancels that check it, so
 * a cancel and the marking take turns and whoever comes second sees what the first committed (READ
 * COMMITTED reads afresh with each statement). SQLite: every transaction holds the one write lock already.
 */
export async function lockMonth(trx: Transaction<DB>, engine: Engine, month: string, mode: 'close' | 'check'): Promise<void> {
  if (engine !== 'postgres') return;
  const key = `isaf_period:${month}`;
  if (mode === 'close') await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
  else await sql`select pg_advisory_xact_lock_shared(hashtext(${key}))`.execute(trx);
}

const periods = (db: Executor) =>
  db
    .selectFrom('isaf_periods')
    .leftJoin('users', 'users.id', 'isaf_periods.closed_by')
    .select(['isaf_periods.month', 'isaf_periods.closed_at', 'isaf_periods.closed_by', 'users.email as closed_by_email']);

/** One filed month, or undefined while it is open. */
export async function findPeriod(db: Executor, month: string) {
  return periods(db).where('isaf_periods.month', '=', month).executeTakeFirst();
}

/** Every filed month, newest first. */
export async function listPeriods(db: Executor) {
  return periods(db).orderBy('isaf_periods.month', 'desc').execute();
}

export async function insertPeriod(trx: Transaction<DB>, values: { month: string; closed_at: string; closed_by: number }): Promise<void> {
  await trx.insertInto('isaf_periods').values(values).execute();
}

import { sql, type Kysely } from 'kysely';
import type { Engine } from './engine.ts';
import type { DB } from './schema.ts';
import { inTransaction } from './transaction.ts';

/**
 * Claims a periodic job for this instance when `intervalMs` has passed since it last started on any
 * instance (decision 025): under `pg_try_advisory_xact_lock` on PostgreSQL (another instance holding
 * it means it is claiming right now), under the one write lock on SQLite. Answers whether it was claimed.
 */
export async function claimJob(ctx: { db: Kysely<DB>; engine: Engine }, name: string, intervalMs: number, now: number): Promise<boolean> {
  return inTransaction(ctx, async (trx) => {
    if (ctx.engine === 'postgres') {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext(${`job:${name}`})) as locked`.execute(trx);
      if (!rows[0]?.locked) return false;
    }
    await trx
      .insertInto('job_runs')
      .values({ name, started_at: 0, finished_at: null })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await trx.selectFrom('job_runs').select('started_at').where('name', '=', name).executeTakeFirstOrThrow();
    if (now - Number(row.started_at) < intervalMs) return false;
    await trx.updateTable('job_runs').set({ started_at: now, finished_at: null }).where('name', '=', name).execute();
    return true;
  });
}

export async function finishJob(db: Kysely<DB>, name: string, at: number): Promise<void> {
  await db.updateTable('job_runs').set({ finished_at: at }).where('name', '=', name).execute();
}

import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

interface WindowCount {
  hits: number;
  resetAt: number;
}

/**
 * Adds `amount` to a fixed-window counter shared by every instance (table rate_limits), in one
 * atomic statement on both engines: a window that has ended starts again from `amount`. With `max`,
 * the addition happens only if the sum stays within it (null otherwise: nothing was added).
 */
export async function addToWindow(
  db: Kysely<DB>,
  key: string,
  amount: number,
  windowMs: number,
  now: number,
  max?: number,
): Promise<WindowCount | null> {
  if (max !== undefined && amount > max) return null;
  const ended = sql<boolean>`rate_limits.reset_at <= ${now}`;
  const sum = sql<number>`case when ${ended} then excluded.hits else rate_limits.hits + excluded.hits end`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: amount, reset_at: now + windowMs })
    .onConflict((oc) => {
      const update = oc
        .column('key')
        .doUpdateSet({ hits: sum, reset_at: sql<number>`case when ${ended} then excluded.reset_at else rate_limits.reset_at end` });
      return max === undefined ? update : update.where(sql<boolean>`${sum} <= ${max}`);
    })
    .returning(['hits', 'reset_at'])
    .executeTakeFirst();
  return row ? { hits: Number(row.hits), resetAt: Number(row.reset_at) } : null;
}

/** Takes `amount` back (what was booked was not used). */
export async function subtractFromWindow(db: Kysely<DB>, key: string, amount: number): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ hits: sql<number>`case when hits > ${amount} then hits - ${amount} else 0 end` })
    .where('key', '=', key)
    .execute();
}

/** Forgets counters whose window ended (a periodic job). */
export async function deleteEndedWindows(db: Kysely<DB>, now: number): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('reset_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

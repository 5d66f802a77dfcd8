import type { Kysely, Transaction } from 'kysely';
import type { Engine } from './engine.ts';
import { isRetryableConflict } from './errors.ts';
import type { DB } from './schema.ts';

export type Tx = Transaction<DB>;

const ATTEMPTS = 3;

/**
 * The one way to change data (decision 016). Every command runs in one transaction and, before it
 * reads what it decides on, locks the row of its aggregate root with the lock helpers of its
 * repository (`FOR UPDATE` on PostgreSQL; on SQLite the transaction starts with BEGIN IMMEDIATE and
 * so holds the one write lock from its first statement). Locks are taken root first, then products
 * in id order, so two commands never wait on each other in a circle.
 *
 * Should PostgreSQL still abort a transaction as a deadlock or a serialization failure (a foreign-key
 * check, a unique index race), the whole command runs again, up to three times, from its first read:
 * the work function must therefore do nothing but database work. Mails, PDFs and files come after
 * the commit, from what the transaction returns.
 */
export async function inTransaction<T>(ctx: { db: Kysely<DB>; engine: Engine }, work: (trx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction().execute(work);
    } catch (error) {
      if (attempt < ATTEMPTS && isRetryableConflict(error)) continue;
      throw error;
    }
  }
}

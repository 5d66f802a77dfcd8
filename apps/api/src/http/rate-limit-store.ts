import type { Kysely } from 'kysely';
import { addToWindow } from '../db/window-counter.ts';
import type { DB } from '../db/schema.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that counts in the database (decision 024), so the limits hold
 * for the shop as a whole, however many instances answer. One atomic upsert per counted request; a
 * database error fails the request like any other database error (503 when it is down).
 */
export function databaseRateLimitStore(db: Kysely<DB>) {
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      addToWindow(db, `route:${key}`, 1, timeWindow, now).then(
        (count) => callback(null, { current: count!.hits, ttl: Math.max(0, count!.resetAt - now) }),
        (error: Error) => callback(error),
      );
    }

    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}

import type { Kysely } from 'kysely';
import { addToWindow } from '../db/window-counter.ts';
import type { DB } from '../db/schema.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

const MAX_BLOCKED = 10_000;

/**
 * A store for @fastify/rate-limit that counts in the database (decision 024), so the limits hold
 * for the shop as a whole, however many instances answer: one atomic upsert per counted request. A
 * key found over its limit stays over it until its window ends (fixed windows only grow), so this
 * instance remembers that and answers the rest of a flood from memory, without a write each. A
 * database error fails the request like any other database error (503 when it is down).
 */
export function databaseRateLimitStore(db: Kysely<DB>) {
  const blocked = new Map<string, { hits: number; resetAt: number }>();

  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const now = Date.now();
      const known = blocked.get(key);
      if (known && known.resetAt > now) {
        known.hits += 1;
        callback(null, { current: known.hits, ttl: known.resetAt - now });
        return;
      }
      if (known) blocked.delete(key);
      addToWindow(db, `route:${key}`, 1, timeWindow, now).then(
        (count) => {
          const { hits, resetAt } = count!;
          if (hits > max) {
            if (blocked.size >= MAX_BLOCKED)
              for (const [k, entry] of blocked) if (entry.resetAt <= now || blocked.size >= MAX_BLOCKED) blocked.delete(k);
            blocked.set(key, { hits, resetAt });
          }
          callback(null, { current: hits, ttl: Math.max(0, resetAt - now) });
        },
        (error: Error) => callback(error),
      );
    }

    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}

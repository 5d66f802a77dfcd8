import type { Kysely } from 'kysely';
import type { RateLimitRule } from '../config.ts';
import type { Engine } from '../db/engine.ts';
import type { DB } from '../db/schema.ts';
import { clearFailures, deleteAttempts, insertPendingAttempt, liveAttemptExpiries, lockAttemptKey, markAttemptFailed } from '../db/login-attempts.ts';
import { inTransaction } from '../db/transaction.ts';
import { type AppError, fail } from './app-error.ts';

/** One counter a password attempt passes: a key (address, or account and address) and its rule. */
interface ThrottleKey {
  key: string;
  rule: RateLimitRule;
}

interface HeldAttempt {
  ok: true;
  /** The password was wrong: the attempt counts as a failure. */
  fail(): Promise<void>;
  /** The password could not be checked (an error): the attempt does not count. */
  release(): Promise<void>;
  /** The password was right: the attempt does not count, and the `clear` keys start afresh. */
  succeed(clear: string[]): Promise<void>;
}

export type Reservation = HeldAttempt | { ok: false; retryAfterMs: number };

/** An attempt whose process died while checking it stops counting after this long. */
export const PENDING_MS = 60_000;

/**
 * Password failures per key over a sliding window, in the database (decision 024), so every
 * instance counts the same attempts. An attempt is reserved before its password is checked and
 * counts against the limit while it is checked, so parallel guesses cannot slip past it: with a
 * limit of 10, at most 10 guesses per key are ever checked in a window, however many arrive at
 * once, on however many instances. The reservation is one transaction that serialises per key
 * (PostgreSQL: advisory locks taken in key order; SQLite: the one write lock).
 */
export class LoginThrottle {
  readonly #ctx: { db: Kysely<DB>; engine: Engine };

  constructor(ctx: { db: Kysely<DB>; engine: Engine }) {
    this.#ctx = ctx;
  }

  /** Reserves one attempt on every key, or none when any key is used up. */
  async reserve(keys: ThrottleKey[], now = Date.now()): Promise<Reservation> {
    const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const result = await inTransaction(this.#ctx, async (trx) => {
      let wait = 0;
      for (const { key, rule } of sorted) {
        await lockAttemptKey(trx, this.#ctx.engine, key);
        const live = await liveAttemptExpiries(trx, key, now);
        // The wait ends when enough of the live attempts have expired to leave one place.
        if (live.length >= rule.max) wait = Math.max(wait, live[live.length - rule.max]! - now, 1000);
      }
      if (wait > 0) return { wait, ids: [] };
      const ids: number[] = [];
      for (const { key } of sorted) ids.push(await insertPendingAttempt(trx, key, now + PENDING_MS));
      return { wait: 0, ids };
    });
    if (result.wait > 0) return { ok: false, retryAfterMs: result.wait };
    const rules = new Map(sorted.map(({ rule }, i) => [result.ids[i]!, rule]));
    let settled = false;
    const settle = async (work: () => Promise<unknown>) => {
      if (settled) return;
      settled = true;
      await work();
    };
    const db = this.#ctx.db;
    return {
      ok: true,
      fail: () =>
        settle(async () => {
          const at = Date.now();
          for (const [id, rule] of rules) await markAttemptFailed(db, id, at + rule.windowMs);
        }),
      release: () => settle(() => deleteAttempts(db, result.ids)),
      succeed: (clear) =>
        settle(async () => {
          await deleteAttempts(db, result.ids);
          await clearFailures(db, clear);
        }),
    };
  }
}

/** The refusal of a throttled attempt: 429 with the minutes to wait as a param (decision 030). */
export function tooManyAttempts(retryAfterMs: number): AppError {
  return fail('tooManyAttempts', { minutes: Math.max(1, Math.ceil(retryAfterMs / 60_000)) });
}

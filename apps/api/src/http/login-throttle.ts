import type { RateLimitRule } from '../config.ts';

interface Entry {
  /** Failures counted in this window. */
  failed: number;
  /** Attempts reserved and not yet settled (their password is being checked). */
  pending: number;
  resetAt: number;
}

/** One counter a password attempt passes: a key (address, or account and address) and its rule. */
export interface ThrottleKey {
  key: string;
  rule: RateLimitRule;
}

export interface HeldAttempt {
  ok: true;
  /** The password was wrong: the attempt counts as a failure. */
  fail(): void;
  /** The password could not be checked (an error): the attempt does not count. */
  release(): void;
  /** The password was right: the attempt does not count, and the `clear` keys start afresh. */
  succeed(clear: string[]): void;
}

export type Reservation = HeldAttempt | { ok: false; retryAfterMs: number };

const MAX_ENTRIES = 100_000;

/**
 * Counts password failures per key in a fixed window. An attempt is reserved before its password
 * is checked and counts against the limit while it is checked, so parallel guesses cannot slip past
 * it: with a limit of 10, at most 10 guesses per key are ever checked in a window, however many
 * arrive at once. Kept in memory (one process owns the shop until issue 12 shares the counters).
 */
export class LoginThrottle {
  readonly #entries = new Map<string, Entry>();

  /** Reserves one attempt on every key, or none when any key is used up. Synchronous: no await between check and count. */
  reserve(keys: ThrottleKey[], now = Date.now()): Reservation {
    let wait = 0;
    for (const { key, rule } of keys) {
      const entry = this.#live(key, rule, now);
      if (entry && entry.failed + entry.pending >= rule.max) wait = Math.max(wait, entry.resetAt - now, 1000);
    }
    if (wait > 0) return { ok: false, retryAfterMs: wait };

    const held = keys.map(({ key, rule }) => {
      const entry = this.#live(key, rule, now) ?? this.#create(key, rule, now);
      entry.pending += 1;
      return entry;
    });
    let settled = false;
    const settle = (failed: boolean) => {
      if (settled) return;
      settled = true;
      for (const entry of held) {
        entry.pending -= 1;
        if (failed) entry.failed += 1;
      }
    };
    return {
      ok: true,
      fail: () => settle(true),
      release: () => settle(false),
      succeed: (clear) => {
        settle(false);
        for (const key of clear) {
          const entry = this.#entries.get(key);
          if (entry && entry.pending === 0) this.#entries.delete(key);
          else if (entry) entry.failed = 0;
        }
      },
    };
  }

  /** The key's entry in its current window; a window that ended starts afresh (attempts still being checked stay counted). */
  #live(key: string, rule: RateLimitRule, now: number): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.resetAt > now) return entry;
    if (entry.pending === 0) {
      this.#entries.delete(key);
      return undefined;
    }
    entry.failed = 0;
    entry.resetAt = now + rule.windowMs;
    return entry;
  }

  #create(key: string, rule: RateLimitRule, now: number): Entry {
    if (this.#entries.size >= MAX_ENTRIES) this.#sweep(now);
    const entry: Entry = { failed: 0, pending: 0, resetAt: now + rule.windowMs };
    this.#entries.set(key, entry);
    return entry;
  }

  #sweep(now: number) {
    for (const [key, entry] of this.#entries) if (entry.resetAt <= now && entry.pending === 0) this.#entries.delete(key);
  }
}

export function tooManyAttemptsText(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

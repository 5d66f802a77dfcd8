import type { RateLimitRule } from '../config.ts';

/**
 * Counts failures only (wrong passwords), per key, in a fixed window. In memory: one process owns
 * the shop (DESIGN.md), and a restart forgetting the counts is harmless.
 */
export class FailureLimiter {
  readonly #rule: RateLimitRule;
  readonly #entries = new Map<string, { count: number; resetAt: number }>();

  constructor(rule: RateLimitRule) {
    this.#rule = rule;
  }

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string, now = Date.now()): number {
    const entry = this.#entries.get(key);
    if (!entry || entry.resetAt <= now) return 0;
    return entry.count >= this.#rule.max ? entry.resetAt - now : 0;
  }

  fail(key: string, now = Date.now()): void {
    const entry = this.#entries.get(key);
    if (!entry || entry.resetAt <= now) {
      this.#entries.set(key, { count: 1, resetAt: now + this.#rule.windowMs });
      if (this.#entries.size > 50_000) this.#sweep(now);
      return;
    }
    entry.count += 1;
  }

  reset(key: string): void {
    this.#entries.delete(key);
  }

  #sweep(now: number) {
    for (const [key, entry] of this.#entries) if (entry.resetAt <= now) this.#entries.delete(key);
  }
}

export function tooManyAttemptsText(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

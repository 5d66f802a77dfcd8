/**
 * How many PDFs each account is having drawn right now, counted in this process (decision 070): a
 * request's PDF is drawn by the instance that answers it, so one instance's count is the truth for
 * its requests. Behind a balancer that spreads one account over n instances, it may have n × the
 * limit at once, still bounded.
 */
export class AccountSlots {
  readonly #held = new Map<number, number>();
  readonly perAccount: number;

  constructor(perAccount: number) {
    this.perAccount = Math.max(1, perAccount);
  }

  /** A slot for the account and the function that gives it back (once), or null when it holds them all. */
  take(account: number): (() => void) | null {
    const held = this.#held.get(account) ?? 0;
    if (held >= this.perAccount) return null;
    this.#held.set(account, held + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const now = (this.#held.get(account) ?? 1) - 1;
      if (now <= 0) this.#held.delete(account);
      else this.#held.set(account, now);
    };
  }
}

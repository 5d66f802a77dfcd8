import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/engine.ts';
import type { DB } from '../../db/schema.ts';
import { claimJob, finishJob } from '../../db/job-runs.ts';

/** How often each instance asks whether a job is due (a job itself runs at its own interval). */
const TICK_MS = 60_000;

/**
 * Periodic work that runs once per interval for the whole shop, however many instances there are
 * (decision 025). Each instance asks now and then; the one that claims the job's row — under a
 * PostgreSQL advisory lock, or SQLite's one write lock — and finds its last start an interval ago
 * moves that start to now and runs it; the others see the new start and leave it. An instance that
 * dies mid-run only delays the next run to the next interval.
 */
export class Jobs {
  readonly #ctx: { db: Kysely<DB>; engine: Engine };
  readonly #log: FastifyBaseLogger;
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #running = new Set<Promise<unknown>>();
  #stopped = false;

  constructor(ctx: { db: Kysely<DB>; engine: Engine }, log: FastifyBaseLogger) {
    this.#ctx = ctx;
    this.#log = log;
  }

  /** Runs `work` every `intervalMs` across all instances; the first chance comes `firstDelayMs` after start. */
  every(name: string, intervalMs: number, work: () => Promise<void>, firstDelayMs = 1000): void {
    const tick = () => {
      if (this.#stopped) return;
      const run = this.runIfDue(name, intervalMs, work).catch((error: unknown) => this.#log.error({ err: error, job: name }, 'periodic job failed'));
      this.#running.add(run);
      void run.finally(() => this.#running.delete(run));
    };
    // The asking every minute begins after the first chance, so nothing runs before `firstDelayMs`.
    const first = setTimeout(() => {
      tick();
      if (this.#stopped) return;
      const repeat = setInterval(tick, Math.min(intervalMs, TICK_MS));
      repeat.unref();
      this.#timers.add(repeat);
    }, firstDelayMs);
    first.unref();
    this.#timers.add(first);
  }

  /** Claims and runs the job when its interval has passed since its last start anywhere; answers whether it ran. */
  async runIfDue(name: string, intervalMs: number, work: () => Promise<void>, now = Date.now()): Promise<boolean> {
    if (!(await claimJob(this.#ctx, name, intervalMs, now))) return false;
    await work();
    await finishJob(this.#ctx.db, name, Date.now());
    return true;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    for (const timer of this.#timers) clearTimeout(timer);
    await Promise.allSettled([...this.#running]);
  }
}

import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (mails, a password hash upgrade): failures are
 * logged with their cause, and closing the server waits until the work is done.
 */
export class BackgroundWork {
  readonly #log: FastifyBaseLogger;
  readonly #pending = new Set<Promise<void>>();

  constructor(log: FastifyBaseLogger) {
    this.#log = log;
  }

  /** Starts `work` now, or after `delayMs` (so when it runs says nothing about the request that asked for it). */
  run(name: string, work: () => Promise<unknown>, delayMs = 0): void {
    const task = (async () => {
      try {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        await work();
      } catch (error) {
        this.#log.error({ err: error, task: name }, 'background task failed');
      }
    })();
    this.#pending.add(task);
    void task.finally(() => this.#pending.delete(task));
  }

  /** Resolves once every task started so far, and any they started, has finished. */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }
}

/** Runs `work` and answers no sooner than `ms` after the start, so how long it took tells nothing. */
export async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

import { Piscina } from 'piscina';
import type { PdfJob } from './pdf.worker.ts';

/** The heap a drawing thread may hold (a price list of 20,000 products needs about 100 MB of it). */
const OLD_GENERATION_MB = 384;

/** Thrown when more PDFs wait than the queue holds: the caller answers 503 with Retry-After. */
export class PdfQueueFullError extends Error {
  constructor() {
    super('Too many PDFs are waiting to be drawn');
    this.name = 'PdfQueueFullError';
  }
}

/**
 * Every PDF of the shop (price lists, invoices, pre-invoices, credit notes, mail attachments) is
 * drawn here, off the main thread (decision 070): at most `threads` at once, at most `maxQueue`
 * waiting, beyond that refused at once. A job may be given as the function that reads its data:
 * it is called only when a thread is free, so twelve waiting price lists hold twelve places in the
 * queue, not twelve catalogues' rows, and their reads do not crowd out the database's other readers.
 * Threads start on the first PDF and end after a minute without one, so an idle shop (and each test
 * app) holds none.
 */
export class PdfPool {
  readonly #pool: Piscina<PdfJob, ArrayBuffer>;
  readonly #threads: number;
  readonly #maxQueue: number;
  readonly #waiting: Array<() => void> = [];
  /** Drawn and refused since start: what tests assert instead of timing. */
  readonly counts = { drawn: 0, refused: 0 };
  #running = 0;
  #closed = false;

  constructor(options: { threads: number; maxQueue: number }) {
    this.#threads = Math.max(1, options.threads);
    this.#maxQueue = Math.max(0, options.maxQueue);
    this.#pool = new Piscina({
      // A .ts file: Node runs it with its types stripped, as it runs the server.
      filename: new URL('./pdf.worker.ts', import.meta.url).href,
      minThreads: 0,
      maxThreads: this.#threads,
      idleTimeout: 60_000,
      // V8 lets an idle heap stay as large as its busiest moment: a drawing of 20,000 products keeps
      // about 100 MB alive, so the cap makes the thread collect instead of growing, with room to spare.
      resourceLimits: { maxOldGenerationSizeMb: OLD_GENERATION_MB },
    });
  }

  /** The PDF's bytes (moved from the thread, not copied). */
  async draw(job: PdfJob | (() => Promise<PdfJob>)): Promise<Buffer> {
    // A closed Piscina would leave the promise pending for ever.
    if (this.#closed) throw new Error('The PDF pool is closed');
    if (this.#running < this.#threads) this.#running += 1;
    else {
      if (this.#waiting.length >= this.#maxQueue) {
        this.counts.refused += 1;
        throw new PdfQueueFullError();
      }
      // The finishing drawing hands its thread over: #running stays as it is.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    try {
      const bytes = await this.#pool.run(typeof job === 'function' ? await job() : job);
      this.counts.drawn += 1;
      return Buffer.from(bytes);
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }

  /** Threads alive now (0 when idle). */
  get threads(): number {
    return this.#pool.threads.length;
  }

  /** Waits for the PDFs being drawn, then ends every thread. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.#pool.close();
  }
}

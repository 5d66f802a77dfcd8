import { Worker } from 'node:worker_threads';
import type { SQLInputValue } from 'node:sqlite';
import {
  RawNode,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import { toSqlite } from './sqlite-adapter.ts';
import type { ReadAnswer, ReadRequest } from './sqlite-read-worker.ts';

/**
 * The embedded database's long reads (decision 072). node:sqlite is synchronous: a query of a second
 * on the main thread is a second in which no other request is answered. These queries run instead on
 * a few threads, each with its own read-only connection to the same file; WAL lets them read
 * while the main connection writes, and the main thread only waits for the rows.
 */

const WORKER = new URL('./sqlite-read-worker.ts', import.meta.url);
/**
 * At most four threads, started as reads overlap: one administrator's list takes two (its count and
 * its page run at once), and the health check's ping (probe.ts) and another list must not wait behind
 * them. They run at a lower CPU priority than the main thread (sqlite-read-worker.ts), so even four
 * busy ones on a two-core machine leave requests their core. A fifth read at once waits for a thread.
 */
const MAX_THREADS = 4;
/** How long a closing thread may take to finish its query before it is stopped. */
const CLOSE_GRACE_MS = 2_000;

/** A programming error: `reads` only reads (its connection is opened read-only besides). */
export class ReadOnlyConnectionError extends Error {
  constructor(what: string) {
    super(`${what} sent to \`reads\`, the read-only connection: writes and transactions go through \`db\``);
    this.name = 'ReadOnlyConnectionError';
  }
}

interface Job {
  sql: string;
  parameters: SQLInputValue[];
  resolve: (answer: { rows: unknown[]; changes?: number | undefined }) => void;
  reject: (error: unknown) => void;
}

interface Thread {
  worker: Worker;
  job: Job | null;
  jobId: number;
  exited: Promise<void>;
}

/** Read threads running in this process, of every database (tests check that closing leaves none). */
let running = 0;
export const runningReadThreads = () => running;

/** What a closed connection says on the main thread too, so both read as "database unavailable" (errors.ts). */
const closedError = () => Object.assign(new Error('database is not open'), { code: 'ERR_INVALID_STATE' });

/** The error a thread sent, rebuilt with SQLite's codes (errors.ts reads them) and a stack of the main thread. */
function rebuilt(error: Extract<ReadAnswer, { error: unknown }>['error']): Error {
  // SQLITE_READONLY on a read-only connection is a write sent to it: a bug, not an outage.
  if (error.errcode === 8) return new ReadOnlyConnectionError(`A write (${error.message})`);
  const rebuiltError = Object.assign(new Error(error.message), { code: error.code, errcode: error.errcode, errstr: error.errstr });
  rebuiltError.name = error.name;
  return rebuiltError;
}

/**
 * Up to `size` threads, each started when a query finds the others busy: a shop (or a test) that never
 * runs a long read starts none. A thread with no query does not keep the process alive.
 */
export class ReadThreads {
  readonly #file: string;
  readonly #size: number;
  readonly #busyTimeoutMs: number;
  readonly #threads = new Set<Thread>();
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;

  constructor(file: string, options: { size?: number; busyTimeoutMs?: number } = {}) {
    this.#file = file;
    this.#size = options.size ?? MAX_THREADS;
    this.#busyTimeoutMs = options.busyTimeoutMs ?? 5_000;
  }

  run(sql: string, parameters: SQLInputValue[]): Promise<{ rows: unknown[]; changes?: number | undefined }> {
    if (this.#closed) return Promise.reject(closedError());
    return new Promise((resolve, reject) => {
      this.#queue.push({ sql, parameters, resolve, reject });
      this.#dispatch();
    });
  }

  /** Queries not yet started are refused; started ones finish (up to a grace period), then every connection closes. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) job.reject(closedError());
    const threads = [...this.#threads];
    for (const thread of threads) thread.worker.postMessage('close');
    await Promise.all(
      threads.map(async (thread) => {
        const timer = setTimeout(() => void thread.worker.terminate(), CLOSE_GRACE_MS);
        await thread.exited;
        clearTimeout(timer);
      }),
    );
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      let idle = [...this.#threads].find((thread) => thread.job === null);
      if (!idle) {
        if (this.#threads.size >= this.#size) return;
        idle = this.#start();
      }
      this.#assign(idle, this.#queue.shift()!);
    }
  }

  #assign(thread: Thread, job: Job): void {
    thread.job = job;
    thread.jobId = this.#nextId++;
    // While it runs a query the thread keeps the process alive: a script awaiting rows gets them.
    thread.worker.ref();
    thread.worker.postMessage({ id: thread.jobId, sql: job.sql, parameters: job.parameters } satisfies ReadRequest);
  }

  #start(): Thread {
    const worker = new Worker(WORKER, {
      name: 'shop-sqlite-reads',
      workerData: { role: 'shop-sqlite-reads', file: this.#file, busyTimeoutMs: this.#busyTimeoutMs },
    });
    worker.unref();
    const thread: Thread = { worker, job: null, jobId: 0, exited: new Promise((resolve) => worker.once('exit', () => resolve())) };
    const settle = (): Job | null => {
      const job = thread.job;
      thread.job = null;
      worker.unref();
      return job;
    };
    worker.on('message', (answer: ReadAnswer) => {
      if (answer.id !== thread.jobId) return;
      const job = settle();
      if ('error' in answer) job?.reject(rebuilt(answer.error));
      else job?.resolve(answer);
      this.#dispatch();
    });
    // The thread failed outside a query (it could not start): its query fails with the reason.
    worker.on('error', (error) => settle()?.reject(error));
    worker.once('exit', () => {
      running -= 1;
      this.#threads.delete(thread);
      settle()?.reject(closedError());
      // Queries left waiting get a new thread (unless the shop is closing).
      if (!this.#closed) this.#dispatch();
    });
    this.#threads.add(thread);
    running += 1;
    return thread;
  }
}

class ReadThreadsConnection implements DatabaseConnection {
  readonly #threads: ReadThreads;

  constructor(threads: ReadThreads) {
    this.#threads = threads;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // Kysely's writes are refused before they leave; raw SQL is left to the read-only connection.
    if (!SelectQueryNode.is(compiled.query) && !RawNode.is(compiled.query)) throw new ReadOnlyConnectionError(`A ${compiled.query.kind}`);
    const { rows, changes } = await this.#threads.run(compiled.sql, compiled.parameters.map(toSqlite));
    return { rows: rows as R[], ...(changes !== undefined ? { numAffectedRows: BigInt(changes) } : {}) };
  }

  async *streamQuery<R>(compiled: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    // Rows come back whole (a thread cannot hold a statement open between messages without holding its snapshot).
    const { rows } = await this.executeQuery<R>(compiled);
    for (let i = 0; i < rows.length; i += chunkSize) yield { rows: rows.slice(i, i + chunkSize) };
  }
}

class ReadThreadsDriver implements Driver {
  readonly #threads: ReadThreads;
  readonly #connection: ReadThreadsConnection;

  constructor(threads: ReadThreads) {
    this.#threads = threads;
    this.#connection = new ReadThreadsConnection(threads);
  }

  async init(): Promise<void> {}

  /** One connection object for everyone: each query goes to whichever thread is free. */
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection;
  }

  async beginTransaction(): Promise<void> {
    throw new ReadOnlyConnectionError('A transaction');
  }

  async commitTransaction(): Promise<void> {
    throw new ReadOnlyConnectionError('A transaction');
  }

  async rollbackTransaction(): Promise<void> {}

  async releaseConnection(): Promise<void> {}

  destroy(): Promise<void> {
    return this.#threads.close();
  }
}

/**
 * SQLite's adapter says "one connection", and Kysely then runs one query at a time: a short read
 * would wait behind a long one. Here every query is independent, so they go out together.
 */
class ReadThreadsAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** Kysely's SQLite dialect with its queries sent to the read threads. */
export class ReadThreadsDialect implements Dialect {
  readonly #threads: ReadThreads;

  constructor(threads: ReadThreads) {
    this.#threads = threads;
  }

  createAdapter(): DialectAdapter {
    return new ReadThreadsAdapter();
  }

  createDriver(): Driver {
    return new ReadThreadsDriver(this.#threads);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createIntrospector(db: Parameters<Dialect['createIntrospector']>[0]): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * One thread of the embedded database's reads (sqlite-reads.ts, decision 072): a read-only connection
 * to the shop's file that runs one query at a time and posts the rows back. It imports nothing of the
 * shop, so a thread starts in a few tens of milliseconds.
 */

export interface ReadRequest {
  id: number;
  sql: string;
  parameters: SQLInputValue[];
}

export type ReadAnswer =
  | { id: number; rows: unknown[]; changes?: number }
  | { id: number; error: { message: string; name: string; code?: unknown; errcode?: unknown; errstr?: unknown } };

const MAX_CACHED_STATEMENTS = 500;
/**
 * Nice value of a read thread: on a busy machine the main thread, which answers every request, gets
 * the cores first. Measured on two cores (decision 072): 10 kept more of the catalogue's throughput
 * but left the health check's ping, which runs here too, waiting hundreds of milliseconds for a turn;
 * 5 keeps both.
 */
const READ_NICENESS = 5;

/**
 * Long reads give way to requests: on Linux a thread has a nice value of its own (setpriority on its
 * thread id); elsewhere the thread keeps the process's priority.
 */
function yieldToRequests(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, READ_NICENESS);
  } catch {}
}

/** What the main thread needs of an error: its text and SQLite's codes (an Error's own fields do not cross threads). */
function errorOf(error: unknown): Extract<ReadAnswer, { error: unknown }>['error'] {
  const { message, name, code, errcode, errstr } = error as Error & Record<string, unknown>;
  return { message: String(message), name: String(name), code, errcode, errstr };
}

function serve(file: string, busyTimeoutMs: number): void {
  const port = parentPort!;
  yieldToRequests();
  let db: DatabaseSync;
  try {
    // Read-only: a write sent here fails inside SQLite, whatever the SQL says.
    db = new DatabaseSync(file, { readOnly: true });
    db.exec(`PRAGMA busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  } catch (error) {
    // The file cannot be opened: the query waiting for this thread gets SQLite's error with its codes
    // (errors.ts answers 503), and the thread ends; the next query tries a new one.
    port.once('message', (message: ReadRequest | 'close') => {
      if (message !== 'close') port.postMessage({ id: message.id, error: errorOf(error) } satisfies ReadAnswer);
      port.close();
    });
    return;
  }
  /** Kysely sends the same SQL again and again (parameters apart): each text is compiled once. */
  const statements = new Map<string, { statement: StatementSync; reader: boolean }>();

  function prepared(sql: string): { statement: StatementSync; reader: boolean } {
    const cached = statements.get(sql);
    if (cached) {
      // Least recently used leaves first: move this one to the end.
      statements.delete(sql);
      statements.set(sql, cached);
      return cached;
    }
    const statement = db.prepare(sql);
    const entry = { statement, reader: statement.columns().length > 0 };
    if (statements.size >= MAX_CACHED_STATEMENTS) statements.delete(statements.keys().next().value!);
    statements.set(sql, entry);
    return entry;
  }

  /** A blob's memory moves to the main thread instead of being copied (stored files can be megabytes). */
  function blobsOf(rows: unknown[]): ArrayBuffer[] {
    const buffers = new Set<ArrayBuffer>();
    for (const row of rows)
      for (const value of Object.values(row as object))
        if (
          value instanceof Uint8Array &&
          value.byteOffset === 0 &&
          value.byteLength === value.buffer.byteLength &&
          value.buffer instanceof ArrayBuffer
        )
          buffers.add(value.buffer);
    return [...buffers];
  }

  port.on('message', (message: ReadRequest | 'close') => {
    // The connection closes before the thread ends.
    if (message === 'close') {
      db.close();
      port.close();
      return;
    }
    const { id, sql, parameters } = message;
    try {
      const { statement, reader } = prepared(sql);
      // `all` steps the statement to its end and resets it: each query is its own read transaction,
      // so the next one sees every commit made before it and no old snapshot holds the WAL back.
      if (reader) {
        const rows = statement.all(...parameters);
        assertNoTransaction();
        port.postMessage({ id, rows } satisfies ReadAnswer, blobsOf(rows));
      } else {
        const { changes } = statement.run(...parameters);
        assertNoTransaction();
        port.postMessage({ id, rows: [], changes: Number(changes) } satisfies ReadAnswer);
      }
    } catch (error) {
      port.postMessage({ id, error: errorOf(error) } satisfies ReadAnswer);
    }
  });

  /** A raw BEGIN would keep a snapshot open across queries: it is ended at once and refused. */
  function assertNoTransaction(): void {
    if (!db.isTransaction) return;
    db.exec('ROLLBACK');
    throw new Error('Transactions do not run on `reads` (each query is its own read); use `db`');
  }
}

if (parentPort && workerData?.role === 'shop-sqlite-reads') serve(workerData.file as string, workerData.busyTimeoutMs as number);

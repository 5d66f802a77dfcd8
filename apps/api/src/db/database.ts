import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import type { DB } from './schema.ts';
import type { Engine } from './engine.ts';
import { ImmediateSqliteDialect } from './locks.ts';
import { openSqlite, sqliteFileOf } from './sqlite-adapter.ts';
import { ReadThreads, ReadThreadsDialect } from './sqlite-reads.ts';
import { ChangeListener } from './change-listener.ts';
import { ChangeTracker, trackChanges } from './change-tracker.ts';
import { createPool } from './postgres-pool.ts';

export { CONNECT_TIMEOUT_MS } from './postgres-pool.ts';

export interface Database {
  db: Kysely<DB>;
  /**
   * Where long reads (lists, searches, counts, reports) run: on PostgreSQL the same pool; on SQLite a
   * read-only connection beside the writer (WAL lets readers run while it writes), so one slow list
   * never holds up every other request behind it.
   */
  reads: Kysely<DB>;
  engine: Engine;
  /** Versions of the cached tables: every committed write of any process moves them (decision 022). */
  changes: ChangeTracker;
  /** The PostgreSQL pool's connections, for the metrics (absent on SQLite). */
  poolUse?: () => { total: number; idle: number; waiting: number };
  /** Resolves once other processes' changes are heard (at once on SQLite; at most `timeoutMs` on PostgreSQL). */
  listening(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** SQLite in DATA_DIR by default; PostgreSQL when a URL is given. One process owns a data folder. */
export function createDatabase(options: { databaseUrl?: string | undefined; dataDir: string; onQuery?: (event: LogEvent) => void }): Database {
  const log = options.onQuery;
  if (options.databaseUrl) {
    const changes = new ChangeTracker({ live: false });
    const pool = createPool(options.databaseUrl);
    const db = new Kysely<DB>({ dialect: trackChanges(new PostgresDialect({ pool }), changes), ...(log ? { log } : {}) });
    const listener = new ChangeListener(options.databaseUrl, changes);
    listener.start();
    return {
      db,
      reads: db,
      engine: 'postgres',
      changes,
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listening: (timeoutMs) => listener.ready(timeoutMs),
      close: async () => {
        await listener.close();
        await db.destroy();
      },
    };
  }
  const file = sqliteFileOf(options.dataDir);
  const sqlite = openSqlite(file);
  // One process owns the file (data-dir lock), so its own writes are all there is to count.
  const changes = new ChangeTracker({ live: true });
  const db = new Kysely<DB>({ dialect: trackChanges(new ImmediateSqliteDialect({ database: sqlite }), changes), ...(log ? { log } : {}) });
  // Long reads run on threads of their own (decision 072); they cannot write, so they move no versions.
  const reads = new Kysely<DB>({ dialect: new ReadThreadsDialect(new ReadThreads(file)), ...(log ? { log } : {}) });
  return {
    db,
    reads,
    engine: 'sqlite',
    changes,
    listening: async () => {},
    close: async () => {
      // The readers first: the last connection to close is the writer, which folds the WAL back into the file.
      await reads.destroy();
      await db.destroy();
    },
  };
}

import path from 'node:path';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';
import { ImmediateSqliteDialect } from './locks.ts';
import { openSqlite } from './sqlite-adapter.ts';
import { WriteCounter } from './write-counter.ts';

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** Data-changing statements this process has run on SQLite (null on PostgreSQL, shared by many processes). */
  writeCount: (() => number) | null;
  close(): Promise<void>;
}

const TIMESTAMPTZ_OID = 1184;
const TIMESTAMP_OID = 1114;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** PostgreSQL answers in the same shapes as SQLite: ISO text timestamps, plain numbers for counts. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TIMESTAMPTZ_OID || oid === TIMESTAMP_OID) return (value: string) => new Date(value).toISOString();
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as unknown as pg.CustomTypesConfig;

/** How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool). */
export const CONNECT_TIMEOUT_MS = 5000;

/** SQLite in DATA_DIR by default; PostgreSQL when a URL is given. One process owns a data folder. */
export function createDatabase(options: { databaseUrl?: string | undefined; dataDir: string; onQuery?: (event: LogEvent) => void }): Database {
  const log = options.onQuery;
  if (options.databaseUrl) {
    // A server that does not answer must not hold requests forever: a connection is given up after
    // 5 s (the request answers 503, decision 020), and TCP keep-alive finds connections a vanished
    // server or network left half-open.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 25, types: pgTypes, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    // An idle connection the server closes (restart, failover) must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    // A connection lost while a request holds it fails that request's query (answered 503, decision
    // 020); the client also emits 'error', which without a listener would end the whole process.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) });
    return { db, engine: 'postgres', writeCount: null, close: () => db.destroy() };
  }
  const file = path.join(options.dataDir, 'shop.sqlite');
  const sqlite = openSqlite(file);
  const counter = new WriteCounter();
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: sqlite }), plugins: [counter], ...(log ? { log } : {}) });
  return { db, engine: 'sqlite', writeCount: () => counter.count, close: () => db.destroy() };
}

import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Config } from '../config.ts';
import { createPool } from './postgres-pool.ts';
import { openSqlite, sqliteFileOf } from './sqlite-adapter.ts';
import type { DB } from './schema.ts';

/** Where a worker thread reads the shop's data from: plain data, so it crosses to the thread. */
export type ReadSource = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };

export function readSourceOf(config: Pick<Config, 'databaseUrl' | 'dataDir'>): ReadSource {
  return config.databaseUrl ? { engine: 'postgres', url: config.databaseUrl } : { engine: 'sqlite', file: sqliteFileOf(config.dataDir) };
}

/**
 * A thread's own connection for one long read (a file made off the main thread, decision 098):
 * read-only on SQLite (WAL lets it read beside the shop's writer), one connection on PostgreSQL.
 * Destroy it when done.
 */
export function openReadConnection(source: ReadSource): Kysely<DB> {
  if (source.engine === 'postgres') return new Kysely<DB>({ dialect: new PostgresDialect({ pool: createPool(source.url, { max: 1 }) }) });
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: openSqlite(source.file, { readOnly: true }) }) });
}

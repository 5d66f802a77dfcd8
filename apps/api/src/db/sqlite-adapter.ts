import path from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { ensurePrivateFileSync, tightenExistingSync } from '../lib/private-files.ts';

/** node:sqlite binds no booleans or dates: store them as 0/1 and ISO text. */
export function toSqlite(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

/** The embedded database's file in the data folder. */
export const sqliteFileOf = (dataDir: string) => path.join(dataDir, 'shop.sqlite');

const MAX_CACHED_STATEMENTS = 500;

type Kind = 'begin' | 'commit' | 'rollback' | 'other';

function kindOf(sql: string): Kind {
  if (/^\s*begin\b/i.test(sql)) return 'begin';
  if (/^\s*(commit|end)\b/i.test(sql)) return 'commit';
  if (/^\s*rollback\s*(transaction\s*)?;?\s*$/i.test(sql)) return 'rollback';
  return 'other';
}

/** Thrown for a statement of a transaction that SQLite already rolled back itself; `cause` is the error that made it do so. */
export class SqliteTransactionLostError extends Error {
  constructor(cause: unknown) {
    super('SQLite rolled this transaction back after an earlier error; nothing of it was saved', { cause });
    this.name = 'SqliteTransactionLostError';
  }
}

/**
 * The database file is created with mode 600 before SQLite opens it: SQLite gives its -wal and -shm
 * files the main file's mode, so all three stay private (decision 020). Files of an earlier version
 * with wider modes are tightened.
 */
function preparePrivateFiles(file: string): void {
  if (file === ':memory:' || file === '') return;
  ensurePrivateFileSync(file, 'The database file');
  tightenExistingSync(`${file}-wal`, 'The database file');
  tightenExistingSync(`${file}-shm`, 'The database file');
}

/** The shop's one writing connection: private files, WAL, full sync, foreign keys. */
function openWriter(file: string): DatabaseSync {
  preparePrivateFiles(file);
  const raw = new DatabaseSync(file);
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec('PRAGMA synchronous = FULL');
  raw.exec('PRAGMA foreign_keys = ON');
  return raw;
}

/**
 * Presents Node's built-in DatabaseSync as the better-sqlite3 shape Kysely's SqliteDialect expects.
 *
 * On some errors (SQLITE_FULL or SQLITE_IOERR at COMMIT, a full disk) SQLite rolls the whole
 * transaction back by itself. Kysely then sends ROLLBACK, which would fail with "no transaction is
 * active" and replace the real error; and any statement sent after it would run on its own, outside
 * any transaction. So: a ROLLBACK with no transaction open does nothing, and any other statement of
 * a transaction SQLite abandoned is refused (SqliteTransactionLostError, caused by the real error).
 */
export function openSqlite(file: string, options: { readOnly?: boolean } = {}): SqliteDatabase & { raw: DatabaseSync } {
  // A read-only connection (a thread's, beside the shop's writer) finds the files and the WAL mode as the writer made them.
  const raw = options.readOnly ? new DatabaseSync(file, { readOnly: true }) : openWriter(file);
  raw.exec('PRAGMA busy_timeout = 5000');
  const statements = new Map<string, SqliteStatement>();
  /** A transaction was begun here and not yet ended here. */
  let begun = false;
  let lastError: unknown = null;

  function guarded<T>(kind: Kind, work: () => T, none: () => T): T {
    if (begun && !raw.isTransaction) {
      // SQLite ended the transaction itself after an error.
      if (kind === 'rollback') {
        begun = false;
        return none();
      }
      if (kind !== 'begin') throw new SqliteTransactionLostError(lastError);
      begun = false;
    } else if (kind === 'rollback' && !raw.isTransaction) {
      return none();
    }
    try {
      const result = work();
      if (kind === 'begin') begun = true;
      else if (kind === 'commit' || kind === 'rollback') begun = raw.isTransaction;
      return result;
    } catch (error) {
      lastError = error;
      if (kind === 'commit' || kind === 'rollback') begun = raw.isTransaction;
      throw error;
    }
  }

  return {
    raw,
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached) return cached;
      const statement = raw.prepare(sql);
      const kind = kindOf(sql);
      const prepared: SqliteStatement = {
        reader: statement.columns().length > 0,
        all: (parameters) =>
          guarded(
            kind,
            () => statement.all(...parameters.map(toSqlite)),
            () => [],
          ),
        run: (parameters) =>
          guarded(
            kind,
            () => statement.run(...parameters.map(toSqlite)),
            () => ({ changes: 0, lastInsertRowid: 0 }),
          ),
        iterate: (parameters) =>
          guarded(
            kind,
            () => statement.iterate(...parameters.map(toSqlite)),
            () => [][Symbol.iterator](),
          ),
      };
      // Kysely sends the same SQL text again and again (parameters apart): compile it once.
      if (statements.size >= MAX_CACHED_STATEMENTS) statements.delete(statements.keys().next().value!);
      statements.set(sql, prepared);
      return prepared;
    },
  };
}

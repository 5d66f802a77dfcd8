import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import pg from 'pg';

/**
 * Writes many rows fast, straight to the database the app's migrations made: on SQLite prepared
 * statements in large transactions, on PostgreSQL multi-row inserts of up to 1,000 rows. Each table's
 * columns are read from the database itself, so rows may carry columns a schema does not have (a
 * newer or older checkout) and a NOT NULL column the rows do not fill is refused by name before a
 * single row is written.
 */

export type Row = Record<string, unknown>;

interface Column {
  name: string;
  required: boolean;
}

export interface BulkWriter {
  readonly engine: 'sqlite' | 'postgres';
  columnsOf(table: string): Promise<Column[]>;
  /** Adds rows; on PostgreSQL they wait for `flush` (tables in the order first written, so references hold) or `close`. */
  write(table: string, rows: readonly Row[]): Promise<void>;
  flush(): Promise<void>;
  count(table: string): Promise<number>;
  /** A statement of the engine's own (sequences, counters, functions). */
  run(sql: string, params?: unknown[]): Promise<void>;
  close(): Promise<void>;
}

/** The first column a table needs that the rows lack (no default, not nullable), if any. */
function missingRequired(table: string, columns: Column[], row: Row): void {
  const missing = columns.filter((c) => c.required && !(c.name in row)).map((c) => c.name);
  if (missing.length > 0)
    throw new Error(
      `The table ${table} has required columns the scale seeder does not fill: ${missing.join(', ')}. Teach bench/scale/rows.ts about them.`,
    );
}

export function sqliteWriter(file: string): BulkWriter {
  const db = new DatabaseSync(file);
  // The data set is rebuilt from scratch when anything goes wrong: no need to sync every commit.
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = OFF');
  // The rows are consistent by construction: checking every reference would only slow the load.
  db.exec('PRAGMA foreign_keys = OFF');
  db.exec('PRAGMA cache_size = -200000');
  const columns = new Map<string, Column[]>();
  const statements = new Map<string, { statement: StatementSync; names: string[] }>();
  let pending = 0;
  db.exec('BEGIN');
  const columnsOf = async (table: string) => {
    let found = columns.get(table);
    if (!found) {
      const info = db.prepare(`PRAGMA table_info("${table}")`).all() as Array<{ name: string; notnull: number; dflt_value: unknown; pk: number }>;
      found = info.map((c) => ({ name: c.name, required: c.notnull === 1 && c.dflt_value === null && c.pk === 0 }));
      columns.set(table, found);
    }
    return found;
  };
  const commit = () => {
    db.exec('COMMIT');
    db.exec('BEGIN');
    pending = 0;
  };
  return {
    engine: 'sqlite',
    columnsOf,
    async write(table, rows) {
      if (rows.length === 0) return;
      let prepared = statements.get(table);
      if (!prepared) {
        const live = await columnsOf(table);
        missingRequired(table, live, rows[0]!);
        const names = live.map((c) => c.name).filter((name) => name in rows[0]!);
        const statement = db.prepare(`INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`);
        prepared = { statement, names };
        statements.set(table, prepared);
      }
      for (const row of rows) {
        prepared.statement.run(...prepared.names.map((name) => toSqlite(row[name])));
        if (++pending >= 100_000) commit();
      }
    },
    async flush() {
      commit();
    },
    async count(table) {
      return Number((db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n);
    },
    async run(sql, params = []) {
      db.prepare(sql).run(...(params as SQLInputValue[]));
    },
    async close() {
      db.exec('COMMIT');
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      db.exec('ANALYZE');
      db.close();
    },
  };
}

function toSqlite(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === undefined) return null;
  return value as SQLInputValue;
}

const PG_BATCH = 1000;
/** PostgreSQL takes at most 65,535 parameters in one statement. */
const PG_MAX_PARAMS = 65_000;

export async function postgresWriter(url: string): Promise<BulkWriter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('SET synchronous_commit = off');
  // As a restore does: no reference checks and no triggers for this session's rows (consistent by
  // construction; the figures the triggers keep are rebuilt at the end). Needs a superuser; else the checks run.
  await client.query('SET session_replication_role = replica').catch(() => {});
  const columns = new Map<string, Column[]>();
  const buffers = new Map<string, { names: string[]; rows: Row[] }>();
  const columnsOf = async (table: string) => {
    let found = columns.get(table);
    if (!found) {
      const { rows } = await client.query<{ column_name: string; is_nullable: string; column_default: string | null; is_identity: string }>(
        `SELECT column_name, is_nullable, column_default, is_identity FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
        [table],
      );
      found = rows.map((c) => ({ name: c.column_name, required: c.is_nullable === 'NO' && c.column_default === null && c.is_identity !== 'YES' }));
      columns.set(table, found);
    }
    return found;
  };
  const send = async (table: string, names: string[], rows: Row[]) => {
    const perStatement = Math.max(1, Math.min(PG_BATCH, Math.floor(PG_MAX_PARAMS / names.length)));
    for (let at = 0; at < rows.length; at += perStatement) {
      const slice = rows.slice(at, at + perStatement);
      const params: unknown[] = [];
      const tuples = slice.map((row) => `(${names.map((name) => `$${params.push(row[name] ?? null)}`).join(',')})`);
      await client.query(`INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(',')}) VALUES ${tuples.join(',')}`, params);
    }
  };
  const flushTable = async (table: string) => {
    const buffer = buffers.get(table);
    if (!buffer || buffer.rows.length === 0) return;
    const rows = buffer.rows;
    buffer.rows = [];
    await send(table, buffer.names, rows);
  };
  return {
    engine: 'postgres',
    columnsOf,
    async write(table, rows) {
      if (rows.length === 0) return;
      let buffer = buffers.get(table);
      if (!buffer) {
        const live = await columnsOf(table);
        missingRequired(table, live, rows[0]!);
        buffer = { names: live.map((c) => c.name).filter((name) => name in rows[0]!), rows: [] };
        buffers.set(table, buffer);
      }
      for (const row of rows) buffer.rows.push(row);
    },
    async flush() {
      for (const table of buffers.keys()) await flushTable(table);
    },
    async count(table) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}"`);
      return Number(rows[0]!.n);
    },
    async run(sql, params = []) {
      await client.query(sql, params);
    },
    async close() {
      for (const table of buffers.keys()) await flushTable(table);
      await client.query('ANALYZE');
      await client.end();
    },
  };
}

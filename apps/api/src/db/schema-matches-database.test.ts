import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-test-app.ts';
import type { DB } from './schema.ts';

// The table types of schema.ts are written by hand, so they keep the precision the code relies on
// (a status column typed by its domain union, `Generated` where the database fills a value). This
// test holds them to the database the migrations build, on the engine of the run (decision 107):
// every table and column of the live schema must be declared with its nullability and broad type
// (number, boolean, text, bytes), and schema.ts may declare nothing the database lacks. TypeScript
// itself reads schema.ts: the test writes one check per live column and runs the compiler on it.

const repo = path.resolve(import.meta.dirname, '../../../..');
const schemaFile = path.join(import.meta.dirname, 'schema.ts');
const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');

/** A live column: its table, name, the engine's type and whether it may hold null. */
interface LiveColumn {
  table: string;
  column: string;
  type: string;
  nullable: boolean;
}

/**
 * The broad types a column of the engine's type may be declared with: SQLite keeps booleans as
 * integers; PostgreSQL's driver gives a bigint as text (`number | string`, a "big number").
 */
function kindsOf(engine: 'sqlite' | 'postgres', type: string): string[] {
  const t = type.toLowerCase();
  if (t === 'bytea' || t === 'blob') return ['bytes'];
  if (t === 'bool' || t === 'boolean') return ['boolean'];
  if (engine === 'postgres' && (t === 'int8' || t === 'bigint')) return ['big number'];
  if (/^(int[248]?|integer|bigint|smallint)$/.test(t)) return engine === 'sqlite' ? ['number', 'boolean', 'big number'] : ['number'];
  if (/^(real|float[48]|double.*|numeric.*)$/.test(t)) return ['number'];
  return ['text'];
}

async function liveColumns(db: Kysely<DB>, engine: 'sqlite' | 'postgres'): Promise<LiveColumn[]> {
  // SQLite's full-text indexes (virtual tables and the tables they keep) are read by raw SQL
  // (db/search-text.ts), never through the table types.
  const fullText =
    engine === 'sqlite'
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and sql like 'CREATE VIRTUAL TABLE%'`.execute(db)).rows.map(
          (row) => row.name,
        )
      : [];
  const tables = (await db.introspection.getTables()).filter(
    (table) => !fullText.some((index) => table.name === index || table.name.startsWith(`${index}_`)),
  );
  const columns: LiveColumn[] = [];
  for (const table of tables) {
    // SQLite lets a primary key other than an INTEGER one hold null in principle; the shop never writes one.
    const keys =
      engine === 'sqlite'
        ? new Set(
            (await sql<{ name: string }>`select name from pragma_table_info(${table.name}) where pk > 0`.execute(db)).rows.map((row) => row.name),
          )
        : new Set<string>();
    for (const column of table.columns) {
      columns.push({ table: table.name, column: column.name, type: column.dataType, nullable: column.isNullable && !keys.has(column.name) });
    }
  }
  return columns;
}

const literal = (text: string) => JSON.stringify(text);
const union = (texts: string[]) => (texts.length ? texts.map(literal).join(' | ') : 'never');

/** The compiler's checks: one line per live column, then per live table the columns only schema.ts has, then its extra tables. */
function checks(engine: 'sqlite' | 'postgres', columns: LiveColumn[], schemaPath = schemaFile): { source: string; lines: string[] } {
  const lines: string[] = [];
  const source = [
    "import type { Selectable } from 'kysely';",
    `import type { DB } from ${literal(schemaPath)};`,
    "type Kind<T> = [T] extends [number] ? 'number' : [T] extends [boolean | number] ? 'boolean' : [T] extends [string] ? 'text' : [T] extends [number | string] ? 'big number' : [T] extends [Uint8Array] ? 'bytes' : 'other';",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source, a template literal type
    'type Broad<T> = null extends T ? `${Kind<NonNullable<T>>} or null` : Kind<T>;',
    "type Declared<T extends string, C extends string> = T extends keyof DB ? (C extends keyof Selectable<DB[T]> ? Broad<Selectable<DB[T]>[C]> : 'not declared') : 'table not declared';",
    'declare function column<Declared extends Live, Live extends string>(): void;',
    'type Extra<T extends string, Names> = T extends keyof DB ? Exclude<keyof DB[T], Names> : never;',
    'declare function nothingMore<Extra extends never>(): void;',
  ];
  const header = source.length;
  for (const live of columns) {
    const kinds = kindsOf(engine, live.type).map((kind) => (live.nullable ? `${kind} or null` : kind));
    source.push(`column<Declared<${literal(live.table)}, ${literal(live.column)}>, ${union(kinds)}>();`);
    lines.push(`${live.table}.${live.column}: the database has ${live.type}${live.nullable ? '' : ' not null'}`);
  }
  const tables = [...new Set(columns.map((live) => live.table))];
  for (const table of tables) {
    const names = columns.filter((live) => live.table === table).map((live) => live.column);
    source.push(`nothingMore<Extra<${literal(table)}, ${union(names)}>>();`);
    lines.push(`${table}: schema.ts declares columns the database lacks`);
  }
  source.push(`nothingMore<Exclude<keyof DB, ${union(tables)}>>();`);
  lines.push('schema.ts declares tables the database lacks');
  return { source: source.join('\n'), lines: [...Array(header).fill(''), ...lines] };
}

/** The compiler's "does not satisfy the constraint" said as the difference it is. */
const worded = (message: string) =>
  message.replace(/^Type '(.*)' does not satisfy the constraint '(.*)'\.$/, (_, declared: string, live: string) =>
    live === 'never' ? `schema.ts declares ${declared}` : `schema.ts declares ${declared}, the database asks for ${live}`,
  );

/** What the compiler finds wrong, one line per column or table, each with what schema.ts declares. */
function differences(engine: 'sqlite' | 'postgres', columns: LiveColumn[], schemaPath = schemaFile): string[] {
  // Under node_modules, so the check file finds kysely as schema.ts does.
  const cache = path.join(repo, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, 'schema-check-'));
  try {
    const { source, lines } = checks(engine, columns, schemaPath);
    writeFileSync(path.join(dir, 'check.ts'), source);
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ extends: path.join(repo, 'tsconfig.base.json'), compilerOptions: { noUnusedLocals: false }, files: ['check.ts'] }),
    );
    const run = spawnSync(process.execPath, [tsc, '-p', dir, '--pretty', 'false'], { encoding: 'utf8' });
    const found = [];
    for (const message of `${run.stdout}${run.stderr}`.split('\n')) {
      const at = /check\.ts\((\d+),\d+\): error TS\d+: (.*)$/.exec(message);
      if (at) found.push(`${lines[Number(at[1]) - 1] ?? `line ${at[1]}`} — ${worded(at[2] ?? '')}`);
      else if (message.trim() && !/check\.ts/.test(message)) found.push(message);
    }
    return found;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let t: TestApp;
let columns: LiveColumn[];
beforeAll(async () => {
  t = await createTestApp();
  columns = await liveColumns(t.db, t.engine);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('schema.ts holds the tables the migrations build', () => {
  it('when the database is migrated afresh, then every table and column of it is declared in schema.ts with its nullability and broad type, and nothing more', () => {
    expect(columns.length).toBeGreaterThan(300);
    expect(differences(t.engine, columns)).toEqual([]);
  }, 60_000);

  it('when schema.ts and the database disagree (a column not null in one, nullable in the other; of another type; missing; one more), then the test names each difference', () => {
    const users = (column: string) => (live: LiveColumn) => live.table === 'users' && live.column === column;
    const changed = columns
      .filter((live) => !users('company_name')(live))
      .map((live) => (users('email')(live) ? { ...live, nullable: true } : users('phone')(live) ? { ...live, type: 'bytea' } : live))
      .concat({ table: 'users', column: 'nickname', type: 'text', nullable: false });
    const found = differences(t.engine, changed);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^users\.email: the database has \S+ — schema\.ts declares "text", the database asks for "text or null"$/),
        expect.stringMatching(/^users\.phone: the database has bytea — schema\.ts declares "text or null", the database asks for "bytes or null"$/),
        'users.nickname: the database has text not null — schema.ts declares "not declared", the database asks for "text"',
        expect.stringMatching(/^users: schema\.ts declares columns the database lacks — .*"company_name"/),
      ]),
    );
    expect(found).toHaveLength(4);
  }, 60_000);
});

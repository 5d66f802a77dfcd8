import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 027: SQL lives in repositories (`*.repository.ts`) and `db/`; services hold the rules,
// routes hold HTTP. Seed data and test helpers may write rows directly. And the types are believed:
// no `any` and no `as unknown as` in the program (tests and the frozen first migration aside).

const root = import.meta.dirname;
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(<[^>]*>)?`/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);

/** `file:line` of every line of code (comments aside) of `files` that matches `pattern`. */
const linesMatching = (files: string[], pattern: RegExp, base: string) =>
  files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (!isComment(line) && pattern.test(line) ? [`${path.relative(base, file)}:${i + 1}`] : [])),
  );

const UNTYPED = /:\s*any\b|<any>|\bas any\b|\bany\[\]|as unknown as/;
const repo = path.resolve(root, '../../..');

const mayQuery = (file: string) => {
  const relative = path.relative(root, file);
  return relative.endsWith('.repository.ts') || /^(db|seed|test)\//.test(relative);
};

describe('where SQL lives', () => {
  it('when any source file outside repositories, db/, seed data and test helpers builds a query, then this fails and names it', () => {
    expect(
      linesMatching(
        sourceFiles(root).filter((file) => !mayQuery(file)),
        QUERY,
        root,
      ),
    ).toEqual([]);
  });

  it('when the check reads a service that queries, then it would catch it (the pattern matches what Kysely code looks like)', () => {
    for (const line of [
      "await trx.selectFrom('orders')",
      'db.insertInto("x")',
      '.updateTable(t)',
      'await sql`select 1`.execute(db)',
      'sql<number>`count(*)`',
      '.deleteFrom(table)',
    ])
      expect(QUERY.test(line), line).toBe(true);
    for (const line of ['const selected = from(list)', "import { sql } from 'kysely';", 'updateTableau()'])
      expect(QUERY.test(line), line).toBe(false);
  });
});

describe('types are believed', () => {
  it('when the API, the web app or the domain uses `any` or `as unknown as` outside tests and the frozen first migration, then this fails and names it', () => {
    const files = ['apps/api/src', 'apps/web/src', 'packages/domain/src']
      .flatMap((dir) => sourceFiles(path.join(repo, dir)))
      .filter((file) => !file.endsWith('2026-11-22-initial-schema.ts'));
    expect(files.length).toBeGreaterThan(100);
    expect(linesMatching(files, UNTYPED, repo)).toEqual([]);
  });

  it('when a line casts through unknown or declares any, then the pattern sees it; a comment saying "any value" does not count', () => {
    for (const line of ['const x: any = 1', 'f(y as any)', 'const list: any[] = []', 'z as unknown as Order', 'new Map<any>()'])
      expect(UNTYPED.test(line), line).toBe(true);
    for (const line of ['const anyone = 1', 'if (many) return']) expect(UNTYPED.test(line), line).toBe(false);
    expect(isComment(' * Status dropdowns: any value at any time')).toBe(true);
  });
});

// Decision 030: a refusal is built from the catalogue with fail / failFields / fieldError, which check
// its params per reason; only the error class's own file and the error handler construct it directly.
describe('refusals come from the catalogue', () => {
  it('when a source file outside http/app-error.ts and http/error-handler.ts constructs an AppError, then this fails and names it', () => {
    const files = sourceFiles(root).filter((file) => !/http\/(app-error|error-handler)\.ts$/.test(file));
    expect(linesMatching(files, /new AppError\(/, root)).toEqual([]);
  });
});

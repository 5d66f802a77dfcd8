import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 027: SQL lives in repositories (`*.repository.ts`) and `db/`; services hold the rules,
// routes hold HTTP. Seed data and test helpers may write rows directly.

const root = import.meta.dirname;
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(<[^>]*>)?`/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const mayQuery = (file: string) => {
  const relative = path.relative(root, file);
  return relative.endsWith('.repository.ts') || /^(db|seed|test)\//.test(relative);
};

describe('where SQL lives', () => {
  it('when any source file outside repositories, db/, seed data and test helpers builds a query, then this fails and names it', () => {
    const offenders = sourceFiles(root)
      .filter((file) => !mayQuery(file))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${path.relative(root, file)}:${i + 1}` }))
          .filter(({ line }) => QUERY.test(line))
          .map(({ at }) => at),
      );
    expect(offenders).toEqual([]);
  });

  it('when the check reads a service that queries, then it would catch it (the pattern matches what Kysely code looks like)', () => {
    for (const line of ["await trx.selectFrom('orders')", 'db.insertInto("x")', '.updateTable(t)', 'await sql`select 1`.execute(db)', 'sql<number>`count(*)`', '.deleteFrom(table)']) expect(QUERY.test(line), line).toBe(true);
    for (const line of ['const selected = from(list)', "import { sql } from 'kysely';", 'updateTableau()']) expect(QUERY.test(line), line).toBe(false);
  });
});

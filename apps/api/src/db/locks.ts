import type { SelectQueryBuilder } from 'kysely';
import type { Engine } from './database.ts';

/**
 * Row locks: `FOR UPDATE` on PostgreSQL. SQLite has no row locks; there the one connection runs one
 * write transaction at a time, which serialises checkouts just the same.
 */
export function forUpdate<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, engine: Engine): SelectQueryBuilder<DB, TB, O> {
  return engine === 'postgres' ? query.forUpdate() : query;
}

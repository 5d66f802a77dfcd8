import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { Pagination } from '@shop/domain';
import type { DB } from './schema.ts';

/**
 * Above this many matching rows a list says "10,000+" instead of counting on: an exact count of a
 * large table reads every matching row, and nobody pages that far (decision 066).
 */
const COUNT_CAP = 10_000;

/** How many rows a filtered list has: exact up to `cap`; above it `cap` with `capped` set. */
export interface BoundedCount {
  total: number;
  capped: boolean;
}

/**
 * Counts the rows of `filtered` (a select of the list's table with its filters, without order, limit
 * or offset; its tables may be aliased), reading at most `cap + 1` of them: `select count(*) from (select 1 … limit cap + 1)`.
 */
export async function countUpTo<QDB, TB extends keyof QDB, O>(
  db: Kysely<DB> | Transaction<DB>,
  filtered: SelectQueryBuilder<QDB, TB, O>,
  cap = COUNT_CAP,
): Promise<BoundedCount> {
  const rows = filtered
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as('one'))
    .limit(cap + 1)
    .as('matching');
  const { n } = await db
    .selectFrom(rows)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const counted = Number(n);
  return counted > cap ? { total: cap, capped: true } : { total: counted, capped: false };
}

/** The `pagination` of a list answer: `pages` reaches one page past the cap when the count stopped there. */
export function paginationOf(page: number, limit: number, count: BoundedCount): Pagination {
  const pages = Math.max(1, Math.ceil(count.total / limit) + (count.capped ? 1 : 0));
  return { page, limit, total: count.total, pages: Math.max(pages, count.capped ? page + 1 : 1), ...(count.capped ? { capped: true } : {}) };
}

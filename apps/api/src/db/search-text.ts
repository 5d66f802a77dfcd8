import { foldText } from '@shop/domain';
import { type Kysely, PostgresAdapter, sql, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from './schema.ts';

/**
 * Case- and accent-insensitive search over a normalised column: SQLite's lower() ignores ą, č, š…,
 * so the application stores a folded copy of the searchable text and folds the query the same way.
 */
export function foldForSearch(...parts: Array<string | null | undefined>): string {
  return foldText(parts.filter((part): part is string => Boolean(part)).join(' '));
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything (with `escape '\'`). */
export function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The columns searched by substrings (decisions 064, 074). On PostgreSQL each has a GIN trigram index.
 * On SQLite the ones in FTS_INDEXED have an external-content FTS5 trigram table named by `ftsTableOf`,
 * kept by triggers (migrations 2026-12-01-search-indexes, 2026-12-02-document-search-fts); the others are read with `like`.
 */
export const SEARCHED_COLUMNS = {
  products: 'search_text',
  orders: 'search_text',
  users: 'search_text',
  gallery_images: 'search_text',
  bug_reports: 'search_text',
  audit_log: 'actor_email',
  invoices: 'search_text',
  pre_invoices: 'search_text',
  credit_notes: 'search_text',
} as const satisfies Partial<Record<keyof DB, string>>;
export type SearchedTable = keyof typeof SEARCHED_COLUMNS;

/**
 * The searched tables whose FTS5 table exists on SQLite. Adding one: a migration that creates its FTS
 * table and triggers (a frozen copy of `createFts` in 2026-12-01-search-indexes), then its name here.
 */
export const FTS_INDEXED: ReadonlySet<SearchedTable> = new Set([
  'products',
  'orders',
  'users',
  'gallery_images',
  'bug_reports',
  'invoices',
  'pre_invoices',
  'credit_notes',
]);

/** The SQLite FTS5 table that indexes a searched column: `orders_search_text_fts`. */
export const ftsTableOf = (table: SearchedTable) => `${table}_${SEARCHED_COLUMNS[table]}_fts`;

/** FTS5 trigrams need three characters: a shorter word cannot use the index and stays a `like`. */
const TRIGRAM = 3;

/** One FTS5 string: the word as typed, its quotes doubled, so no word is ever read as FTS syntax. */
const ftsString = (word: string) => `"${word.replaceAll('"', '""')}"`;

const likeOf = (column: string, word: string) => sql`${sql.ref(column)} like ${`%${likeEscaped(word)}%`} escape '\\'`;

/**
 * Every word is somewhere in the table's searched column (decision 064): a row matches when each word
 * is a substring of it. The words come from the domain's `searchWords` (or `catalogueSearchWords`).
 *
 * PostgreSQL: one `like '%word%'` per word, served by the column's trigram index. SQLite (decision
 * 074): the words of three or more characters in one FTS5 phrase query, `"w1" AND "w2"`, whose
 * trigram phrases are substring matches, so the answer is the same rows the `like`s give; shorter
 * words stay `like`s on the rows the index found. `as` is the table's alias in the query.
 */
export function everyWordIn(db: Kysely<DB>, table: SearchedTable, words: readonly string[], as: string = table): RawBuilder<SqlBool> {
  if (words.length === 0) return sql<SqlBool>`1 = 1`;
  const column = `${as}.${SEARCHED_COLUMNS[table]}`;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const indexed = postgres || !FTS_INDEXED.has(table) ? [] : words.filter((word) => [...word].length >= TRIGRAM);
  const conditions = words.filter((word) => !indexed.includes(word)).map((word) => likeOf(column, word));
  if (indexed.length > 0) {
    const fts = ftsTableOf(table);
    const query = indexed.map(ftsString).join(' AND ');
    conditions.unshift(sql`${sql.ref(`${as}.id`)} in (select rowid from ${sql.table(fts)} where ${sql.table(fts)} match ${query})`);
  }
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

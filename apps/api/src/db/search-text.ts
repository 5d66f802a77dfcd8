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
const SEARCHED_COLUMNS = {
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
type SearchedTable = keyof typeof SEARCHED_COLUMNS;

/**
 * The searched tables whose FTS5 table exists on SQLite. Adding one: a migration that creates its FTS
 * table and triggers (a frozen copy of `createFts` in 2026-12-01-search-indexes), then its name here.
 */
const FTS_INDEXED: ReadonlySet<SearchedTable> = new Set([
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
const ftsTableOf = (table: SearchedTable) => `${table}_${SEARCHED_COLUMNS[table]}_fts`;

/**
 * Columns whose e-mail addresses share one domain: the audit log's actors are the shop's own staff
 * (`…@didmena.lt`), so there the whole address is the selective part, not its domain.
 */
const SHARED_DOMAIN: ReadonlySet<SearchedTable> = new Set(['audit_log']);

/** FTS5 trigrams need three characters: a shorter word cannot use the index and stays a `like`. */
const TRIGRAM = 3;

/** One FTS5 string: the word as typed, its quotes doubled, so no word is ever read as FTS syntax. */
const ftsString = (word: string) => `"${word.replaceAll('"', '""')}"`;

const likeOf = (column: string, word: string) => sql`${sql.ref(column)} like ${`%${likeEscaped(word)}%`} escape '\\'`;

/**
 * What the index is asked for of one word: the word itself, except an e-mail address, whose domain
 * name is asked (`info@zaliakalnio-shisha-10.example` → `zaliakalnio-shisha-10`): the mailbox names
 * (info, uzsakymai) and the top-level domains are shared by thousands of buyers, so their trigrams'
 * lists are most of the table, and reading them made a search by e-mail read most of the orders.
 * The whole address is then checked on the rows the domain found. Null when the word is
 * too short for trigrams.
 */
export function indexedTerm(word: string, byDomain = true): string | null {
  const at = byDomain ? word.lastIndexOf('@') : -1;
  const domain = at >= 0 ? word.slice(at + 1).replace(/\.[^.]*$/, '') : '';
  const term = [...domain].length >= TRIGRAM ? domain : word;
  return [...term].length >= TRIGRAM ? term : null;
}

/**
 * The words of a search (the domain's `searchWords`), and the rows the index found for them when
 * `foundOnce` asked it beforehand.
 */
export interface WordSearch {
  readonly words: readonly string[];
  /** The ids of the rows the index found for the words' terms (at most `FOUND_IDS_MAX`). */
  readonly ids?: readonly number[] | undefined;
}

/** Above this many rows found, the match stays a subquery of each statement: passing the ids would cost more than matching again. */
const FOUND_IDS_MAX = 20_000;

/** What the index is asked for (`terms`) and what is checked on the rows it finds or on every row (`checks`). */
function wordConditions(db: Kysely<DB>, table: SearchedTable, words: readonly string[], as: string) {
  const column = `${as}.${SEARCHED_COLUMNS[table]}`;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const indexing = postgres || FTS_INDEXED.has(table);
  const terms: string[] = [];
  const checks: RawBuilder<unknown>[] = [];
  for (const word of words) {
    const term = indexing ? indexedTerm(word, !SHARED_DOMAIN.has(table)) : null;
    if (term === null) checks.push(likeOf(column, word));
    else {
      terms.push(term);
      if (term !== word) checks.push(postgres ? sql`(${sql.ref(column)} || '') like ${`%${likeEscaped(word)}%`} escape '\\'` : likeOf(column, word));
    }
  }
  return { postgres, column, terms, checks };
}

/** The FTS5 query of the terms: one phrase each, all of them. */
const ftsQuery = (terms: readonly string[]) => terms.map(ftsString).join(' AND ');

/**
 * Every word is somewhere in the table's searched column (decision 064): a row matches when each word
 * is a substring of it. The words come from the domain's `searchWords` (or `catalogueSearchWords`).
 *
 * The index is asked for each word's `indexedTerm`, and a word that is more than its term is checked
 * again on the rows found. PostgreSQL: each term a `like '%term%'` served by the column's trigram index,
 * such a word a `like` on `column || ''` (not served by it). SQLite (decision 074): the terms in one
 * FTS5 phrase query, `"t1" AND "t2"`, whose trigram phrases are substring matches; the other words
 * `like`s. Given the ids `foundOnce` had the index find, either engine reads those instead of asking it.
 * Either way the rows are exactly the ones the plain `like`s give. `as` is the table's alias.
 */
export function everyWordIn(db: Kysely<DB>, table: SearchedTable, search: readonly string[] | WordSearch, as: string = table): RawBuilder<SqlBool> {
  const { words, ids } = 'words' in search ? search : { words: search, ids: undefined };
  if (words.length === 0) return sql<SqlBool>`1 = 1`;
  const { postgres, column, terms, checks } = wordConditions(db, table, words, as);
  if (terms.length > 0) {
    const fts = ftsTableOf(table);
    const id = sql.ref(`${as}.id`);
    checks.unshift(
      ...(ids
        ? [postgres ? sql`${id} = any(${ids})` : sql`${id} in (select value from json_each(${JSON.stringify(ids)}))`]
        : postgres
          ? terms.map((term) => likeOf(column, term))
          : [sql`${id} in (select rowid from ${sql.table(fts)} where ${sql.table(fts)} match ${ftsQuery(terms)})`]),
    );
  }
  return sql<SqlBool>`(${sql.join(checks, sql` and `)})`;
}

/**
 * A search whose count and page (or whose batches) are read by several statements, with the index
 * asked once, here (decision 113): it is most of a broad search's cost, and each statement asked it
 * again. SQLite's FTS5 match of the words' terms, or PostgreSQL's trigram index for their `like`s
 * (whose posting lists of common trigrams, `ord` of every order number, are read whole each time).
 * The ids found go to `everyWordIn` as one parameter; above `FOUND_IDS_MAX` of them, or when no word
 * is long enough for the index, the search is answered as it was given.
 */
export async function foundOnce(db: Kysely<DB>, table: SearchedTable, search: WordSearch): Promise<WordSearch> {
  if (search.ids || search.words.length === 0) return search;
  const { postgres, column, terms } = wordConditions(db, table, search.words, table);
  if (terms.length === 0 || !(postgres || FTS_INDEXED.has(table))) return search;
  const fts = ftsTableOf(table);
  const { rows } = await (postgres
    ? sql<{ id: number }>`select id from ${sql.table(table)} where ${sql.join(
        terms.map((term) => likeOf(column, term)),
        sql` and `,
      )} limit ${FOUND_IDS_MAX + 1}`
    : sql<{ id: number }>`select rowid as id from ${sql.table(fts)} where ${sql.table(fts)} match ${ftsQuery(terms)} limit ${FOUND_IDS_MAX + 1}`
  ).execute(db);
  return rows.length > FOUND_IDS_MAX ? search : { words: search.words, ids: rows.map((row) => row.id) };
}

import { foldText } from '@shop/domain';
import { sql, type RawBuilder, type SqlBool } from 'kysely';

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
 * Every word is somewhere in the folded `column` (decision 064): one `like '%word%'` per word, joined
 * by `and`, served on PostgreSQL by the column's trigram index. The words come from the domain's
 * `searchWords` (or `catalogueSearchWords`); none matches every row.
 */
export function everyWordIn(column: string, words: readonly string[]): RawBuilder<SqlBool> {
  if (words.length === 0) return sql<SqlBool>`1 = 1`;
  const likes = words.map((word) => sql`${sql.ref(column)} like ${`%${likeEscaped(word)}%`} escape '\\'`);
  return sql<SqlBool>`(${sql.join(likes, sql` and `)})`;
}

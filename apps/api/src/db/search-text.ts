import { foldText } from '@shop/domain';

/**
 * Case- and accent-insensitive search over a normalised column: SQLite's lower() ignores ą, č, š…,
 * so the application stores a folded copy of the searchable text and folds the query the same way.
 */
export function foldForSearch(...parts: Array<string | null | undefined>): string {
  return foldText(parts.filter((part): part is string => Boolean(part)).join(' '));
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export function likePattern(query: string): string {
  return `%${foldForSearch(query).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

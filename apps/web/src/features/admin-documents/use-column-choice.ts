import { useEffect, useState } from 'react';

/** The storage key of a list's hidden columns in this browser. */
const columnChoiceKey = (list: string) => `wholesale.documentColumns.${list}`;

function readHidden(key: string): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((column): column is string => typeof column === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * Which columns of a document list this browser shows (decision 097): every one until the reader hides
 * some; the choice is remembered in the browser, per list. Read in an effect (components render
 * without a browser, decision 037).
 */
export function useColumnChoice(list: string) {
  const key = columnChoiceKey(list);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => setHidden(readHidden(key)), [key]);
  const toggle = (column: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(column)) next.add(column);
      try {
        localStorage.setItem(key, JSON.stringify([...next]));
      } catch {
        // private mode: the choice lasts for this visit only
      }
      return next;
    });
  return { shows: (column: string) => !hidden.has(column), toggle };
}
export type ColumnChoice = ReturnType<typeof useColumnChoice>;

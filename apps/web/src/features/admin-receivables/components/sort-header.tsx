import { useTranslation } from 'react-i18next';
import type { ReceivablesSort } from '@shop/domain';

/** A column header that sorts the receivables by its column; the arrow shows the order it is sorted in. */
export function SortHeader({
  column,
  label,
  sort,
  order,
  onSort,
}: {
  column: ReceivablesSort;
  label: string;
  sort: ReceivablesSort;
  order: 'asc' | 'desc';
  onSort: (column: ReceivablesSort) => void;
}) {
  const { t } = useTranslation();
  const active = column === sort;
  return (
    <button
      type="button"
      onClick={() => onSort(column)}
      data-testid={`receivables-sort-${column}`}
      title={t('adminReceivables.sortBy', { column: label })}
      className="inline-flex items-center gap-1 uppercase tracking-wide hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-600"
    >
      {label}
      <span aria-hidden="true" className={active ? 'text-teal-700' : 'text-slate-300'}>
        {active && order === 'asc' ? '▲' : '▼'}
      </span>
    </button>
  );
}

/** The `aria-sort` of a column: set only on the one the rows are sorted by (the oldest due first is `desc`, dates ascending). */
export function ariaSortOf(column: ReceivablesSort, sort: ReceivablesSort, order: 'asc' | 'desc'): 'ascending' | 'descending' | undefined {
  if (column !== sort) return undefined;
  const ascending = column === 'oldest' ? order === 'desc' : order === 'asc';
  return ascending ? 'ascending' : 'descending';
}
